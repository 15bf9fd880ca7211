import { and, eq, ne } from 'drizzle-orm';
import { identifierKind, OTP_TTL_SECONDS, type ContactChannel, type PendingContactChange, type Profile } from '@bazaar/contracts';
import { customers } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import { uniqueViolation } from '../../lib/db-errors';
import { sendOtp, verifyOtp, type CustomerContext, type OtpDeps } from '../identity';
import { ownRow, toProfile } from './customer-row';

/**
 * A new email or phone must be proven before it is applied: otherwise anyone could put a
 * stranger's email on their own account and be signed in to by the stranger's later sign-up.
 * A code goes to the new contact; the change waits for it. Whether the contact is taken by
 * another account changes nothing in the answer (the code is simply not sent), so the call tells
 * nobody who has an account. The old contact hears of the change once it is made.
 */

/** Contact changes one customer may start per hour: each sends an SMS or an email. */
export const CONTACT_CHANGES_PER_HOUR = 10;

const CODE_WRONG = 'This code is not right or has expired. Check the latest code we sent, or ask for a new one.';
const TAKEN: Record<ContactChannel, string> = {
  email: 'This email is already used by another account',
  phone: 'This phone number is already used by another account',
};
const column = (channel: ContactChannel) => (channel === 'email' ? customers.email : customers.phone);

async function takenByAnother(ctx: CustomerContext, channel: ContactChannel, value: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, ctx.store.id), ne(customers.id, ctx.customerId), eq(column(channel), value)))
    .limit(1);
  return row !== undefined;
}

/** Sends the code for a new contact; answers alike whether or not the contact is free. */
export async function startContactChange(ctx: CustomerContext, deps: OtpDeps, value: string, ip: string): Promise<PendingContactChange> {
  const channel: ContactChannel = identifierKind(value);
  const taken = await takenByAnother(ctx, channel, value);
  const store = ctx.store.displayName;
  const sent = await sendOtp(ctx, deps, {
    identifier: value,
    purpose: 'contact',
    customerId: ctx.customerId,
    ip,
    deliver: !taken,
    extraChecks: [
      {
        key: `contact-change:${ctx.store.id}:${ctx.customerId}`,
        rule: { limit: CONTACT_CHANGES_PER_HOUR, windowSeconds: 3600 },
        message: (s) => `You have asked to change your contact details many times. Try again in ${Math.ceil(s / 60)} minutes.`,
      },
    ],
    wording: (code) => ({
      subject: `Confirm your new ${channel === 'email' ? 'email' : 'phone number'} at ${store}`,
      body: `${code} is your code to add this ${channel === 'email' ? 'email' : 'phone number'} to your ${store} account. It expires in ${OTP_TTL_SECONDS / 60} minutes. If you did not ask for this, ignore this message.`,
    }),
  });
  return { channel, to: value, ...sent };
}

const mask = (value: string) => (value.includes('@') ? value.replace(/^(.).*(@.*)$/, '$1***$2') : `${value.slice(0, 3)}*****${value.slice(-2)}`);

/** Applies the new contact once its code is confirmed, and tells the old one. */
export async function confirmContactChange(ctx: CustomerContext, deps: OtpDeps, value: string, code: string): Promise<Profile> {
  const channel: ContactChannel = identifierKind(value);
  if (!(await verifyOtp(ctx, deps.keys, { identifier: value, purpose: 'contact', code, customerId: ctx.customerId }))) throw badRequest(CODE_WRONG);
  const [before] = await ctx.db.select({ email: customers.email, phone: customers.phone }).from(customers).where(ownRow(ctx)).limit(1);
  if (!before) throw notFound('Your account was not found; please sign in again');
  let row;
  try {
    [row] = await ctx.db
      .update(customers)
      .set({ [channel]: value, updatedAt: new Date() })
      .where(ownRow(ctx))
      .returning();
  } catch (error) {
    // Taken after the code was sent: the caller has just proven it is theirs, so saying so is safe.
    if (uniqueViolation(error) === undefined) throw error;
    throw new ApiError(409, TAKEN[channel]);
  }
  if (!row) throw notFound('Your account was not found; please sign in again');
  const old = before[channel];
  if (old && old !== value) {
    const what = channel === 'email' ? 'email' : 'phone number';
    const message = {
      storeId: ctx.store.id,
      to: old,
      channel: channel === 'email' ? ('email' as const) : ('sms' as const),
      subject: `Your ${ctx.store.displayName} ${what} was changed`,
      body: `The ${what} on your ${ctx.store.displayName} account was changed to ${mask(value)}. If this was not you, sign in and check your account, or contact the store.`,
    };
    setImmediate(() => void deps.notifier.send(message).catch(() => undefined));
  }
  return toProfile(row);
}
