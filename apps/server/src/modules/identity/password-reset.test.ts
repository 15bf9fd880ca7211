import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenSet } from '@bazaar/contracts';
import { bearer, post, requestCode, signIn, signUp } from '../../test/identity-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';

/** A password reset ends the account's sessions; one made while signed in keeps the caller's own. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const RESET = '/ums/rest/v3/password/reset';
const alive = async (tokens: TokenSet) => (await app.inject({ method: 'GET', url: '/ums/rest/v3/sessions', headers: bearer(tokens) })).statusCode === 200;
const refreshes = async (tokens: TokenSet) =>
  (await post(app, '/ums/rest/v3/refresh-token', { refresh_token: tokens.refresh_token, realm_name: 'demo' })).statusCode === 200;
const signsInWith = async (identifier: string, password: string) => (await post(app, '/ums/rest/v3/signin', { identifier, password })).statusCode === 200;

/** The reset exactly as the signed-in web app sends it: the bearer token and no realm-name header. */
const resetWithToken = (tokens: TokenSet, payload: object) =>
  app.inject({ method: 'POST', url: RESET, headers: { ...bearer(tokens), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

describe('POST /ums/rest/v3/password/reset', () => {
  it("signed in as the same customer: keeps the caller's session and ends every other", async () => {
    const laptop = await signUp(app, 'Keeps Session', 'keep@example.com');
    const phone = await signIn(app, 'keep@example.com');
    const otp = await requestCode(app, 'keep@example.com', 'password');
    const res = await resetWithToken(laptop, { identifier: 'keep@example.com', otp, password: 'a brand new secret' });

    expect(res.statusCode).toBe(200);
    expect(body(res).response_message).toBe('Your password is set; other devices were signed out');
    expect(await alive(laptop)).toBe(true);
    expect(await refreshes(laptop)).toBe(true);
    expect(await alive(phone)).toBe(false);
    expect(await refreshes(phone)).toBe(false);
    expect(await signsInWith('keep@example.com', 'a brand new secret')).toBe(true);
  });

  it('signed out: ends every session of the account', async () => {
    const laptop = await signUp(app, 'Ends All', 'endall@example.com');
    const phone = await signIn(app, 'endall@example.com');
    const otp = await requestCode(app, 'endall@example.com', 'password');
    const res = await post(app, RESET, { identifier: 'endall@example.com', otp, password: 'another new secret' });

    expect(res.statusCode).toBe(200);
    expect(body(res).response_message).toBe('Your password is set; please sign in again');
    expect(await alive(laptop)).toBe(false);
    expect(await alive(phone)).toBe(false);
    expect(await refreshes(laptop)).toBe(false);
  });

  it("signed in as someone else: ends every session of the account reset, and not the caller's", async () => {
    const owner = await signUp(app, 'Account Owner', 'owner-reset@example.com');
    const other = await signUp(app, 'Other Person', 'other-reset@example.com');
    const otp = await requestCode(app, 'owner-reset@example.com', 'password');
    const res = await resetWithToken(other, { identifier: 'owner-reset@example.com', otp, password: 'owner new secret' });

    expect(res.statusCode).toBe(200);
    expect(body(res).response_message).toBe('Your password is set; please sign in again');
    expect(await alive(owner)).toBe(false);
    expect(await alive(other)).toBe(true);
  });

  it('refuses a token that is not valid with 401, leaving the code unused and the sessions alive', async () => {
    const tokens = await signUp(app, 'Bad Token', 'badtoken-reset@example.com');
    const otp = await requestCode(app, 'badtoken-reset@example.com', 'password');
    const forged = { ...tokens, access_token: `${tokens.access_token.slice(0, -4)}AAAA` };
    const refused = await resetWithToken(forged, { identifier: 'badtoken-reset@example.com', otp, password: 'never applied' });

    expect(refused.statusCode).toBe(401);
    expect(await alive(tokens)).toBe(true);
    expect(await signsInWith('badtoken-reset@example.com', 'never applied')).toBe(false);
    const retry = await resetWithToken(tokens, { identifier: 'badtoken-reset@example.com', otp, password: 'applied this time' });
    expect(retry.statusCode).toBe(200);
  });

  it('takes the store from the realm-name parameter when a signed-in caller asks for a code', async () => {
    const tokens = await signUp(app, 'Query Realm', 'queryrealm@example.com');
    const res = await app.inject({
      method: 'POST',
      url: '/ums/rest/v3/otp/send?realm-name=demo',
      headers: { ...bearer(tokens), 'content-type': 'application/json' },
      payload: JSON.stringify({ identifier: 'queryrealm@example.com', purpose: 'password' }),
    });
    expect(res.statusCode).toBe(200);
    expect(body<{ resend_after: number }>(res).response_body.resend_after).toBeGreaterThan(0);
  });
});
