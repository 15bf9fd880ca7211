import { z } from 'zod';
import { envelope } from './envelope';
import { IdentifierSchema, NameSchema, OtpSchema, PasswordSchema, TextSchema } from './fields';
import { RealmName } from './params';

export const OtpPurpose = z.enum(['signup', 'signin', 'password'], { error: 'purpose must be signup, signin or password' });
export type OtpPurpose = z.infer<typeof OtpPurpose>;

export { OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_SECONDS } from './constants';

export const OtpSendBody = z.object({ identifier: IdentifierSchema, purpose: OtpPurpose });
export const OtpSendResponse = envelope(z.object({ expires_in: z.number().int(), resend_after: z.number().int() }));

/**
 * The body of a 401 for a wrong one-time code: the tries the code has left before it dies
 * (OTP_MAX_ATTEMPTS in all); 0 once it is spent, expired or was never sent, when only a new code
 * will do. A wrong password's 401 has no body (null).
 */
export const WrongCodeBody = z.object({ attempts_left: z.number().int().min(0) });
export type WrongCodeBody = z.infer<typeof WrongCodeBody>;
export const WrongCodeResponse = envelope(WrongCodeBody.nullable());

export const SignupBody = z.object({ name: NameSchema, identifier: IdentifierSchema, otp: OtpSchema });
export const SigninBody = z
  .object({
    identifier: IdentifierSchema,
    otp: OtpSchema.optional(),
    password: TextSchema('password').max(128, 'password must be at most 128 characters').optional(),
  })
  .refine((b) => (b.otp === undefined) !== (b.password === undefined), {
    message: 'Send either otp or password',
    path: ['otp'],
  });

/** Spec §3 token set; lifetimes in seconds. */
export const TokenSet = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  id_token: z.string(),
  expires_in: z.number().int(),
  refresh_expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
});
export type TokenSet = z.infer<typeof TokenSet>;
export const TokenSetResponse = envelope(TokenSet);

export const RefreshTokenBody = z.object({
  refresh_token: TextSchema('refresh_token').min(10, 'refresh_token is malformed').max(512),
  realm_name: RealmName,
});
export const SessionLogoutBody = z.object({
  id_token_hint: TextSchema('id_token_hint').min(10, 'id_token_hint is malformed').max(4096),
});

export const PasswordResetBody = z.object({ identifier: IdentifierSchema, otp: OtpSchema, password: PasswordSchema });

/** Claims of the id token the web app reads (spec §3 identity). */
export type IdTokenClaims = { sub: string; name?: string; given_name?: string; preferred_username?: string; realm: string; sid: string };

export const Session = z.object({
  id: z.string(),
  device: z.string(),
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  started_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof Session>;
export const SessionsResponse = envelope(z.object({ sessions: z.array(Session), total: z.number().int() }));

export const LoginHistoryEntry = Session.omit({ current: true }).extend({
  ended_at: z.string().nullable(),
  status: z.enum(['active', 'signed_out', 'revoked', 'expired']),
});
export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntry>;
export const LoginHistoryResponse = envelope(z.object({ sessions: z.array(LoginHistoryEntry), total: z.number().int() }));
export const SessionIdParams = z.object({ id: z.uuid({ error: 'id must be a session id' }) });
