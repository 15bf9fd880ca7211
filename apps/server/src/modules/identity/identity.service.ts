import { and, eq } from 'drizzle-orm';
import { identifierKind, type OtpPurpose, type TokenSet } from '@bazaar/contracts';
import { customers } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { isRateLimited, recordRateEvent } from '../../lib/rate-limit';
import type { RequestContext } from '../../plugins/store-context';
import type { Notifier } from '../notifier/notifier';
import { sendOtp, verifyOtp } from './otp.service';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';
import { endAllSessions, startSession, type Device } from './session.service';
import type { KeyRing } from './signing-keys';

/** Sign-up, sign-in and password reset. Every failure reads the same, account or not. */
export const WRONG_CREDENTIALS = 'The code or password is wrong or has expired';
const wrong = () => new ApiError(401, WRONG_CREDENTIALS);

const PASSWORD_FAILURES = { limit: 10, windowSeconds: 15 * 60 };

export async function findCustomer(ctx: RequestContext, identifier: string) {
  const column = identifierKind(identifier) === 'email' ? customers.email : customers.phone;
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, ctx.store.id), eq(column, identifier)))
    .limit(1);
  return row;
}

export async function requestOtp(ctx: RequestContext, keys: KeyRing, notifier: Notifier, input: { identifier: string; purpose: OtpPurpose; ip: string }) {
  const existing = await findCustomer(ctx, input.identifier);
  // A sign-up code always goes out (it signs an existing owner in); sign-in and password codes only to accounts.
  const deliver = input.purpose === 'signup' || existing !== undefined;
  return sendOtp(ctx, keys, notifier, { ...input, deliver });
}

export async function signup(ctx: RequestContext, keys: KeyRing, input: { name: string; identifier: string; otp: string }, device: Device): Promise<TokenSet> {
  if (!(await verifyOtp(ctx, keys, input.identifier, 'signup', input.otp))) throw wrong();
  let customer = await findCustomer(ctx, input.identifier);
  if (!customer) {
    const kind = identifierKind(input.identifier);
    [customer] = await ctx.db
      .insert(customers)
      .values({
        storeId: ctx.store.id,
        name: input.name,
        email: kind === 'email' ? input.identifier : null,
        phone: kind === 'phone' ? input.identifier : null,
      })
      .onConflictDoNothing()
      .returning();
    // Two sign-ups racing for one identifier: the loser signs in to the winner's account.
    customer ??= await findCustomer(ctx, input.identifier);
  }
  if (!customer) throw wrong();
  return startSession(ctx.db, keys, ctx.store, customer, device);
}

export async function signinWithOtp(ctx: RequestContext, keys: KeyRing, input: { identifier: string; otp: string }, device: Device): Promise<TokenSet> {
  if (!(await verifyOtp(ctx, keys, input.identifier, 'signin', input.otp))) throw wrong();
  const customer = await findCustomer(ctx, input.identifier);
  if (!customer) throw wrong();
  return startSession(ctx.db, keys, ctx.store, customer, device);
}

export async function signinWithPassword(ctx: RequestContext, keys: KeyRing, input: { identifier: string; password: string }, device: Device): Promise<TokenSet> {
  const key = `password-fail:${ctx.store.id}:${input.identifier}`;
  const wait = await isRateLimited(ctx.db, key, PASSWORD_FAILURES.limit, PASSWORD_FAILURES.windowSeconds);
  if (wait) throw new ApiError(429, `Too many wrong passwords. Try again in ${wait} seconds or sign in with a code.`, { 'retry-after': String(wait) });
  const customer = await findCustomer(ctx, input.identifier);
  // The hash is checked even without an account, so both cost the same time.
  const valid = await verifyPassword(input.password, customer?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!customer || !customer.passwordHash || !valid) {
    await recordRateEvent(ctx.db, key);
    throw wrong();
  }
  return startSession(ctx.db, keys, ctx.store, customer, device);
}

/** Who is calling, when the request carries a valid token: their session may outlive a reset. */
export type Caller = { customerId: number; sessionId: string };

/**
 * Sets or resets a password with a code sent for that purpose. Every session ends, except the
 * caller's own when they set it while signed in to that same account. Returns whether it was kept.
 */
export async function resetPassword(
  ctx: RequestContext,
  keys: KeyRing,
  input: { identifier: string; otp: string; password: string },
  caller?: Caller,
): Promise<{ keptSession: boolean }> {
  const passwordHash = await hashPassword(input.password);
  if (!(await verifyOtp(ctx, keys, input.identifier, 'password', input.otp))) throw wrong();
  const customer = await findCustomer(ctx, input.identifier);
  if (!customer) throw wrong();
  await ctx.db.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, customer.id));
  const keep = caller?.customerId === customer.id ? caller.sessionId : undefined;
  await endAllSessions(ctx.db, customer.id, keep);
  return { keptSession: keep !== undefined };
}
