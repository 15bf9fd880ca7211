import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { identifierKind, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, type OtpPurpose } from '@bazaar/contracts';
import { otpCodes } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { consumeRateLimit } from '../../lib/rate-limit';
import type { RequestContext } from '../../plugins/store-context';
import type { Notifier } from '../notifier/notifier';
import type { KeyRing } from './signing-keys';
import { hashSecretValue } from './tokens';

/** Owns one-time codes: issuing, rate limiting, delivering and checking them. */

export const OTP_LIMITS = {
  perIdentifier: { limit: 5, windowSeconds: 15 * 60 },
  perIp: { limit: 20, windowSeconds: 15 * 60 },
};

const codeHash = (keys: KeyRing, storeId: number, identifier: string, purpose: OtpPurpose, code: string) =>
  hashSecretValue(keys, `${storeId}:${identifier}:${purpose}:${code}`);

export type SendOtpInput = { identifier: string; purpose: OtpPurpose; ip: string; deliver: boolean };

/**
 * Issues a code. The caller decides whether it is delivered (an unknown account is not sent a
 * sign-in code), but the same work happens either way so the answer reveals nothing.
 */
export async function sendOtp(ctx: RequestContext, keys: KeyRing, notifier: Notifier, input: SendOtpInput) {
  const { db, store } = ctx;
  const [last] = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.storeId, store.id), eq(otpCodes.identifier, input.identifier), eq(otpCodes.purpose, input.purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (last) {
    const wait = Math.ceil((last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - Date.now()) / 1000);
    if (wait > 0) throw new ApiError(429, `Please wait ${wait} seconds before asking for a new code.`, { 'retry-after': String(wait) });
  }
  await consumeRateLimit(db, `otp-ip:${input.ip}`, OTP_LIMITS.perIp.limit, OTP_LIMITS.perIp.windowSeconds, 'Too many codes were requested from this network.');
  await consumeRateLimit(
    db,
    `otp-id:${store.id}:${input.identifier}`,
    OTP_LIMITS.perIdentifier.limit,
    OTP_LIMITS.perIdentifier.windowSeconds,
    'Too many codes were requested for this phone number or email.',
  );

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(otpCodes).values({
    storeId: store.id,
    identifier: input.identifier,
    purpose: input.purpose,
    codeHash: codeHash(keys, store.id, input.identifier, input.purpose, code),
    expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
  });
  if (input.deliver) {
    // Delivery is not awaited: a slow mail server must not show in the response time, and the
    // response must not differ between accounts that exist and accounts that do not.
    const kind = identifierKind(input.identifier);
    setImmediate(() => {
      notifier
        .send({
          storeId: store.id,
          to: input.identifier,
          channel: kind === 'email' ? 'email' : 'sms',
          subject: `Your ${store.displayName} code`,
          body: `${code} is your ${store.displayName} code. It expires in ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`,
        })
        .catch(() => undefined);
    });
  }
  return { expires_in: OTP_TTL_SECONDS, resend_after: OTP_RESEND_SECONDS };
}

/**
 * Checks a code against the latest one issued for this identifier and purpose. A code works
 * once, for five minutes, and dies after five wrong tries.
 */
export async function verifyOtp(ctx: RequestContext, keys: KeyRing, identifier: string, purpose: OtpPurpose, code: string): Promise<boolean> {
  const { db, store } = ctx;
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.storeId, store.id), eq(otpCodes.identifier, identifier), eq(otpCodes.purpose, purpose)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  const expected = codeHash(keys, store.id, identifier, purpose, code);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now() || row.attempts >= OTP_MAX_ATTEMPTS) return false;
  const matches = timingSafeEqual(Buffer.from(row.codeHash), Buffer.from(expected));
  if (!matches) {
    await db.update(otpCodes).set({ attempts: sql`${otpCodes.attempts} + 1` }).where(eq(otpCodes.id, row.id));
    return false;
  }
  // Only one request can consume it, however many arrive at once.
  const consumed = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), sql`${otpCodes.attempts} < ${OTP_MAX_ATTEMPTS}`))
    .returning({ id: otpCodes.id });
  return consumed.length === 1;
}
