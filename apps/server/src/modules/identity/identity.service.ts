import { and, eq } from 'drizzle-orm';
import { identifierKind, type OtpPurpose, type TokenSet } from '@bazaar/contracts';
import { customers } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { enforceRateLimits } from '../../lib/rate-limit';
import type { RequestContext } from '../../plugins/store-context';
import { checkOtp, sendOtp, wrongCode, type OtpDeps } from './otp.service';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';
import { endAllSessions, startSession, type Device } from './session.service';
import type { KeyRing } from './signing-keys';

/**
 * Sign-up, sign-in and password reset. Every failure reads the same, account or not: a code for
 * nobody is issued and counted like one for an account (sendOtp), so its tries left match too.
 */
export const WRONG_CREDENTIALS = 'The code or password is wrong or has expired';
const wrong = () => new ApiError(401, WRONG_CREDENTIALS);

/** Uses up a right code, or refuses a wrong one saying how many tries it has left. */
async function spendCode(ctx: RequestContext, keys: KeyRing, check: { identifier: string; purpose: OtpPurpose; code: string }) {
  const result = await checkOtp(ctx, keys, check);
  if (!result.valid) throw wrongCode(result.attemptsLeft);
}

/** Password tries per account, counted before the check so parallel guesses cannot overrun it. */
export const PASSWORD_ATTEMPTS = { limit: 10, windowSeconds: 15 * 60 };

export async function findCustomer(ctx: RequestContext, identifier: string) {
  const column = identifierKind(identifier) === 'email' ? customers.email : customers.phone;
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.storeId, ctx.store.id), eq(column, identifier)))
    .limit(1);
  return row;
}

export async function requestOtp(ctx: RequestContext, deps: OtpDeps, input: { identifier: string; purpose: OtpPurpose; ip: string }) {
  const existing = await findCustomer(ctx, input.identifier);
  // A sign-up code always goes out (it signs an existing owner in); sign-in and password codes only to accounts.
  const deliver = input.purpose === 'signup' || existing !== undefined;
  return sendOtp(ctx, deps, { ...input, deliver });
}

export async function signup(ctx: RequestContext, keys: KeyRing, input: { name: string; identifier: string; otp: string }, device: Device): Promise<TokenSet> {
  await spendCode(ctx, keys, { identifier: input.identifier, purpose: 'signup', code: input.otp });
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
  await spendCode(ctx, keys, { identifier: input.identifier, purpose: 'signin', code: input.otp });
  const customer = await findCustomer(ctx, input.identifier);
  if (!customer) throw wrong();
  return startSession(ctx.db, keys, ctx.store, customer, device);
}

export async function signinWithPassword(
  ctx: RequestContext,
  deps: Pick<OtpDeps, 'keys' | 'limiter'>,
  input: { identifier: string; password: string },
  device: Device,
): Promise<TokenSet> {
  const key = `password:${ctx.store.id}:${input.identifier}`;
  await enforceRateLimits(deps.limiter, [
    { key, rule: PASSWORD_ATTEMPTS, message: (s) => `Too many wrong passwords. Try again in ${s} seconds or sign in with a code.` },
  ]);
  const customer = await findCustomer(ctx, input.identifier);
  // The hash is checked even without an account, so both cost the same time.
  const valid = await verifyPassword(input.password, customer?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!customer || !customer.passwordHash || !valid) throw wrong();
  // The tries counted the owner's own typos too; a right password forgives them.
  await deps.limiter.reset(key);
  return startSession(ctx.db, deps.keys, ctx.store, customer, device);
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
  await spendCode(ctx, keys, { identifier: input.identifier, purpose: 'password', code: input.otp });
  const customer = await findCustomer(ctx, input.identifier);
  if (!customer) throw wrong();
  await ctx.db.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, customer.id));
  const keep = caller?.customerId === customer.id ? caller.sessionId : undefined;
  await endAllSessions(ctx.db, customer.id, keep);
  return { keptSession: keep !== undefined };
}
