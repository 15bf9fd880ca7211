import type { IdTokenClaims, TokenSet } from '@bazaar/contracts';

const base64Url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the given claims: the web app only decodes tokens, it never verifies them. */
export function fakeJwt(claims: Partial<IdTokenClaims> & Record<string, unknown>): string {
  return `${base64Url({ alg: 'ES256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token set as the server issues it (15-minute access, 30-day refresh). */
export function fakeTokenSet(overrides: Partial<TokenSet> = {}): TokenSet {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    id_token: fakeJwt({ sub: '7', name: 'Asha Rao', given_name: 'Asha', preferred_username: 'asha@example.com', realm: 'demo', sid: 's1' }),
    expires_in: 900,
    refresh_expires_in: 2_592_000,
    token_type: 'Bearer',
    ...overrides,
  };
}

const EXPIRED = 'expires=Thu, 01 Jan 1970 00:00:00 GMT';

/** Removes the three token cookies between tests. */
export function clearTokenCookies(): void {
  for (const name of ['access_token', 'refresh_token', 'id_token']) document.cookie = `${name}=; path=/; ${EXPIRED}`;
}

export const cookieValue = (name: string): string | undefined =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const envelope = (response_body: unknown, response_code = 200, response_message = 'OK') => ({
  response_code,
  response_message,
  response_body,
});
