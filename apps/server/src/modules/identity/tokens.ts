import { createHmac, randomBytes } from 'node:crypto';
import { compactVerify, decodeJwt, jwtVerify, SignJWT } from 'jose';
import type { TokenSet } from '@bazaar/contracts';
import { TOKEN_ALG, type KeyRing } from './signing-keys';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
export const ISSUER = 'bazaar';

export type TokenSubject = { realm: string; customerId: number; sessionId: string; name: string; phone: string | null; email: string | null };

export const hashSecretValue = (keys: KeyRing, value: string) => createHmac('sha256', keys.hashSecret).update(value).digest('base64url');

/** Opaque and random: the refresh token itself carries nothing, the server keeps only its hash. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');

/** A token of ours: ES256 under the current key, for the store named in its claims (realm = audience). */
function signToken(keys: KeyRing, claims: { realm: string } & Record<string, unknown>, subject: string, lifetimeSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: TOKEN_ALG, kid: keys.kid, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(claims.realm)
    .setSubject(subject)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(keys.privateKey);
}

export async function issueTokenSet(keys: KeyRing, subject: TokenSubject, refreshToken: string): Promise<TokenSet> {
  const access = await signToken(keys, { realm: subject.realm, sid: subject.sessionId }, String(subject.customerId), ACCESS_TOKEN_SECONDS);
  const givenName = subject.name.split(' ')[0] ?? subject.name;
  const id = await signToken(
    keys,
    {
      realm: subject.realm,
      sid: subject.sessionId,
      token_use: 'id',
      name: subject.name,
      given_name: givenName,
      preferred_username: subject.email ?? subject.phone ?? subject.name,
    },
    String(subject.customerId),
    REFRESH_TOKEN_SECONDS,
  );
  return {
    access_token: access,
    refresh_token: refreshToken,
    id_token: id,
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_expires_in: REFRESH_TOKEN_SECONDS,
    token_type: 'Bearer',
  };
}

export type AccessClaims = { customerId: number; sessionId: string; realm: string };

/** Verifies signature (ES256 only, so `alg: none` and HMAC tricks fail), issuer and expiry. */
export async function verifyAccessToken(keys: KeyRing, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.verificationKeys, { algorithms: [TOKEN_ALG], issuer: ISSUER });
    // An id token or a vendor's token is never a customer's access token.
    if (payload.token_use === 'id' || payload.role !== undefined) return null;
    const customerId = Number(payload.sub);
    if (!Number.isInteger(customerId) || typeof payload.sid !== 'string' || typeof payload.realm !== 'string') return null;
    if (payload.aud !== payload.realm) return null;
    return { customerId, sessionId: payload.sid, realm: payload.realm };
  } catch {
    return null;
  }
}

/** An id token hint may have expired; its signature must still be ours. */
export async function readIdTokenHint(keys: KeyRing, token: string): Promise<{ sessionId: string; customerId: number } | null> {
  try {
    await compactVerify(token, keys.verificationKeys, { algorithms: [TOKEN_ALG] });
    const payload = decodeJwt(token);
    if (typeof payload.sid !== 'string') return null;
    return { sessionId: payload.sid, customerId: Number(payload.sub) };
  } catch {
    return null;
  }
}

/** A vendor user's access token: a working day long, no refresh; their row is checked on every request. */
export const VENDOR_TOKEN_SECONDS = 8 * 60 * 60;
export type VendorClaims = { realm: string; vendorUserId: number; vendorId: number };

export function issueVendorToken(keys: KeyRing, claims: VendorClaims): Promise<string> {
  return signToken(keys, { realm: claims.realm, role: 'vendor', vid: claims.vendorId }, String(claims.vendorUserId), VENDOR_TOKEN_SECONDS);
}

export async function verifyVendorToken(keys: KeyRing, token: string): Promise<VendorClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.verificationKeys, { algorithms: [TOKEN_ALG], issuer: ISSUER });
    const vendorUserId = Number(payload.sub);
    if (payload.role !== 'vendor' || typeof payload.realm !== 'string' || payload.aud !== payload.realm) return null;
    if (!Number.isInteger(vendorUserId) || !Number.isInteger(payload.vid)) return null;
    return { realm: payload.realm, vendorUserId, vendorId: payload.vid as number };
  } catch {
    return null;
  }
}
