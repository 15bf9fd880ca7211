import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { identifierKind, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type OtpPurpose, type WrongCodeBody } from '@bazaar/contracts';
import { otpCodes } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { enforceRateLimits, type EnforcedCheck, type RateLimiter } from '../../lib/rate-limit';
import type { RequestContext } from '../../plugins/store-context';
import type { Notifier } from '../notifier';
import type { KeyRing } from './signing-keys';
import { hashSecretValue } from './tokens';

/** Owns one-time codes: issuing, rate limiting, delivering and checking them. */

export type CodePurpose = OtpPurpose | 'contact' | 'vendor';
export type OtpDeps = { keys: KeyRing; notifier: Notifier; limiter: RateLimiter };

export const OTP_LIMITS = {
  resend: { limit: 1, windowSeconds: OTP_RESEND_SECONDS },
  perIdentifier: { limit: 5, windowSeconds: 15 * 60 },
  perIp: { limit: 20, windowSeconds: 15 * 60 },
  storeWindowSeconds: 60 * 60,
};

const codeHash = (keys: KeyRing, storeId: number, identifier: string, purpose: CodePurpose, code: string) =>
  hashSecretValue(keys, `${storeId}:${identifier}:${purpose}:${code}`);

export type SendOtpInput = {
  identifier: string;
  purpose: CodePurpose;
  ip: string;
  deliver: boolean;
  /** For 'contact' codes: the customer the new contact is for. */
  customerId?: number;
  /** Further limits of the caller's, recorded with the code limits all or none. */
  extraChecks?: EnforcedCheck[];
  /** What the message says around the code; sign-in wording when left out. */
  wording?: (code: string) => { subject: string; body: string };
};

/**
 * Issues a code. The caller decides whether it is delivered (an unknown account is not sent a
 * sign-in code), but the same work happens either way so the answer reveals nothing. Every limit
 * is one atomic hit, so parallel requests count exactly.
 */
export async function sendOtp(ctx: RequestContext, deps: OtpDeps, input: SendOtpInput) {
  const { db, store } = ctx;
  const who = `${store.id}:${input.identifier}`;
  // All or nothing: a refused request spends none of the other budgets.
  await enforceRateLimits(deps.limiter, [
    {
      key: `otp-resend:${who}:${input.purpose}:${input.customerId ?? ''}`,
      rule: OTP_LIMITS.resend,
      message: (s) => `Please wait ${s} seconds before asking for a new code.`,
    },
    { key: `otp-ip:${input.ip}`, rule: OTP_LIMITS.perIp, message: (s) => `Too many codes were requested from this network. Try again in ${s} seconds.` },
    {
      key: `otp-id:${who}`,
      rule: OTP_LIMITS.perIdentifier,
      message: (s) => `Too many codes were requested for this phone number or email. Try again in ${s} seconds.`,
    },
    {
      key: `otp-store:${store.id}`,
      rule: { limit: store.otpHourlyLimit, windowSeconds: OTP_LIMITS.storeWindowSeconds },
      message: (s) => `${store.displayName} is sending a great many codes right now. Please try again in ${Math.ceil(s / 60)} minutes.`,
    },
    ...(input.extraChecks ?? []),
  ]);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(otpCodes).values({
    storeId: store.id,
    identifier: input.identifier,
    purpose: input.purpose,
    customerId: input.customerId ?? null,
    codeHash: codeHash(deps.keys, store.id, input.identifier, input.purpose, code),
    expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
  });
  if (input.deliver) {
    const wording = input.wording?.(code) ?? {
      subject: `Your ${store.displayName} code`,
      body: `${code} is your ${store.displayName} code. It expires in ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`,
    };
    // Delivery is not awaited: a slow mail server must not show in the response time, and the
    // response must not differ between accounts that exist and accounts that do not.
    const kind = identifierKind(input.identifier);
    setImmediate(() => {
      deps.notifier.send({ storeId: store.id, to: input.identifier, channel: kind === 'email' ? 'email' : 'sms', ...wording }).catch(() => undefined);
    });
  }
  return { expires_in: OTP_TTL_SECONDS, resend_after: OTP_RESEND_SECONDS };
}

/** A code that worked, or one that did not and how many tries it has left (0: only a new code will do). */
export type OtpCheck = { valid: true } | { valid: false; attemptsLeft: number };

/**
 * Checks a code against the latest one issued for this identifier and purpose (and customer, for
 * 'contact' codes). A code works once, for five minutes, and dies after five tries.
 */
export async function checkOtp(
  ctx: RequestContext,
  keys: KeyRing,
  check: { identifier: string; purpose: CodePurpose; code: string; customerId?: number },
): Promise<OtpCheck> {
  const { db, store } = ctx;
  const now = new Date();
  const owner = check.customerId === undefined ? isNull(otpCodes.customerId) : eq(otpCodes.customerId, check.customerId);
  const latest = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(and(eq(otpCodes.storeId, store.id), eq(otpCodes.identifier, check.identifier), eq(otpCodes.purpose, check.purpose), owner))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  const expected = codeHash(keys, store.id, check.identifier, check.purpose, check.code);
  // One statement spends a try and, when the code matches, uses the code up: a request waiting on
  // the row lock re-reads it and finds the try spent or the code gone, so five tries stay five
  // and a code signs in once, however many requests arrive together. The tries it returns are the
  // row's own after this try, so parallel wrong guesses are told 4, 3, 2, 1, 0 left, each once.
  const [tried] = await db
    .update(otpCodes)
    .set({
      attempts: sql`${otpCodes.attempts} + 1`,
      consumedAt: sql`case when ${otpCodes.codeHash} = ${expected} then ${now.toISOString()}::timestamptz end`,
    })
    .where(and(eq(otpCodes.id, sql`(${latest})`), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ consumedAt: otpCodes.consumedAt, attempts: otpCodes.attempts });
  if (tried?.consumedAt != null) return { valid: true };
  // No row: the code expired, was used, ran out of tries or was never sent.
  return { valid: false, attemptsLeft: tried ? Math.max(0, OTP_MAX_ATTEMPTS - tried.attempts) : 0 };
}

/** Whether the code works (and uses it up), for callers with no use for the tries left. */
export async function verifyOtp(
  ctx: RequestContext,
  keys: KeyRing,
  check: { identifier: string; purpose: CodePurpose; code: string; customerId?: number },
): Promise<boolean> {
  return (await checkOtp(ctx, keys, check)).valid;
}

/**
 * The 401 for a code that did not work, saying what the person can do: try again (and how many
 * times) or ask for a new code. Its body carries `attempts_left` (WrongCodeBody) for the page to
 * say in the shopper's language.
 */
export function wrongCode(attemptsLeft: number): ApiError {
  const message =
    attemptsLeft > 0
      ? `That code is not right. ${attemptsLeft} ${attemptsLeft === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, has expired or has no tries left. Ask for a new code.';
  return new ApiError(401, message, {}, { attempts_left: attemptsLeft } satisfies WrongCodeBody);
}
