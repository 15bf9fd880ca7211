import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { DEMO_SHOPPER } from '../../db/seed/seed-customers';
import { addressInput } from '../../test/address-factory';
import { expiredToken, findCustomerId, signInAs, signInAsNew, withAlgNone, withEditedPayload, type SignedIn } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';

/** Every account endpoint refuses anyone but a signed-in customer with a live session. */

let app: TestApp;
let stranger: SignedIn;
let priyaId: number;
let addressId: number;
beforeAll(async () => {
  app = await createTestApp();
  priyaId = await findCustomerId(app, 'demo', DEMO_SHOPPER.phone);
  stranger = await signInAsNew(app);
  const res = await app.inject({ method: 'POST', url: '/cfs/rest/v3/addresses', headers: stranger.headers, payload: addressInput() });
  addressId = body<{ id: number }>(res).response_body.id;
});
afterAll(async () => {
  await app.close();
});

type Call = { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: () => string; payload?: object };
const endpoints: [string, Call][] = [
  ['GET profile', { method: 'GET', url: () => '/cfs/rest/v3/profile' }],
  ['PUT profile', { method: 'PUT', url: () => '/cfs/rest/v3/profile', payload: { name: 'Someone Else' } }],
  ['PUT profile avatar', { method: 'PUT', url: () => '/cfs/rest/v3/profile/avatar' }],
  ['DELETE profile avatar', { method: 'DELETE', url: () => '/cfs/rest/v3/profile/avatar' }],
  ['GET addresses', { method: 'GET', url: () => '/cfs/rest/v3/addresses' }],
  ['POST addresses', { method: 'POST', url: () => '/cfs/rest/v3/addresses', payload: addressInput() }],
  ['PUT address', { method: 'PUT', url: () => `/cfs/rest/v3/addresses/${addressId}`, payload: { line1: 'Changed' } }],
  ['POST address default', { method: 'POST', url: () => `/cfs/rest/v3/addresses/${addressId}/default` }],
  ['DELETE address', { method: 'DELETE', url: () => `/cfs/rest/v3/addresses/${addressId}` }],
  ['GET preferences', { method: 'GET', url: () => '/cfs/rest/v3/preferences' }],
  ['PUT preferences', { method: 'PUT', url: () => '/cfs/rest/v3/preferences', payload: { theme: 'dark' } }],
];

const call = (c: Call, authorization?: string) =>
  app.inject({ method: c.method, url: c.url(), headers: authorization ? { authorization } : {}, ...(c.payload && { payload: c.payload }) });

const expect401 = (res: Awaited<ReturnType<typeof call>>, message: string) => {
  expect(res.statusCode).toBe(401);
  expect(res.headers['www-authenticate']).toBe('Bearer');
  expect(body(res)).toEqual({ response_code: 401, response_message: message, response_body: null });
};
const INVALID = 'Your sign-in has expired or is not valid; please sign in again';

describe.each(endpoints)('%s', (_name, endpoint) => {
  it('refuses a request without a token with 401', async () => {
    expect401(await call(endpoint), 'Please sign in to continue');
  });

  it('refuses a token whose payload was edited to another customer with 401', async () => {
    const forged = withEditedPayload(stranger.token, { sub: String(priyaId) });
    const res = await call(endpoint, `Bearer ${forged}`);
    expect401(res, INVALID);
    expect(res.body).not.toContain('Priya');
  });

  it('refuses an unsigned token declaring alg none with 401', async () => {
    expect401(await call(endpoint, `Bearer ${withAlgNone(stranger.token)}`), INVALID);
  });

  it('refuses an expired token with 401', async () => {
    expect401(await call(endpoint, `Bearer ${await expiredToken(app, stranger)}`), INVALID);
  });
});

describe('a signed-out session', () => {
  it('is refused at once although its access token has not expired', async () => {
    const who = await signInAsNew(app);
    expect((await call(endpoints[0]![1], who.headers.authorization)).statusCode).toBe(200);
    await app.database.db.update(sessions).set({ endedAt: new Date(), endReason: 'signed_out' }).where(eq(sessions.id, who.sessionId));
    expect401(await call(endpoints[0]![1], who.headers.authorization), 'This session has ended; please sign in again');
  });

  it("does not carry a demo-store token into the other store's realm", async () => {
    const who = await signInAs(app, { storeRealm: 'demo', customerId: priyaId });
    const res = await app.inject({ method: 'GET', url: '/cfs/rest/v3/profile', headers: { ...who.headers, 'realm-name': 'souk' } });
    expect401(res, 'This sign-in belongs to another store');
  });
});

describe('nothing was changed by the refused calls', () => {
  it("leaves the stranger's address in place", async () => {
    const res = await app.inject({ method: 'GET', url: '/cfs/rest/v3/addresses', headers: stranger.headers });
    expect(body<{ addresses: { id: number; line1: string }[] }>(res).response_body.addresses).toEqual([
      expect.objectContaining({ id: addressId, line1: addressInput().line1 }),
    ]);
  });
});
