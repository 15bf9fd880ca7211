import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsNew, type SignedIn } from './test/auth-helpers';
import { body, createTestApp, type TestApp } from './test/test-app';
import { testDriver } from './test/test-db';

/**
 * Issue #9, defect 5: a NUL byte in a text input reached PostgreSQL, which refuses it in text, and
 * came back as a 500 on both databases. The contracts' TextSchema now refuses control characters.
 */

let app: TestApp;
let who: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  who = await signInAsNew(app);
});
afterAll(async () => {
  await app.close();
});

const demo = { 'realm-name': 'demo' };

describe(`control characters in text inputs (${testDriver()})`, () => {
  it.each([
    ['product search', '/pbs/rest/v3/products?search=x%00y', 'search'],
    ['suggestions', '/pbs/rest/v3/products/suggestions?search=x%00y', 'search'],
    ['pincode filter', '/pbs/rest/v3/products?pincode=56%0038', 'pincode'],
    ['dev outbox', '/dev/outbox?to=a%00b%40example.com', 'to'],
  ])('%s: 400 naming the field, not 500', async (_name, url, field) => {
    const res = await app.inject({ method: 'GET', url, headers: demo });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(`${field} must not contain control characters`);
  });

  it('wish list search: 400, not 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/cfs/rest/v3/customer-wishlist?search=x%00y', headers: who.headers });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain('search must not contain control characters');
  });

  it.each(['line1', 'line2', 'landmark', 'city', 'state'])('address %s with a NUL: 400, and nothing saved', async (field) => {
    const address = {
      address_type: 'delivery',
      name: 'Nul Test',
      phone: '9845012345',
      line1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    };
    const res = await app.inject({ method: 'POST', url: '/cfs/rest/v3/addresses', headers: who.headers, payload: { ...address, [field]: 'bad\u0000value' } });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(`${field} must not contain control characters`);
    const list = await app.inject({ method: 'GET', url: '/cfs/rest/v3/addresses', headers: who.headers });
    expect(body<{ total: number }>(list).response_body.total).toBe(0);
  });

  it('refuses tabs and line breaks in one-line fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/pbs/rest/v3/products?search=a%0Ab', headers: demo });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a NUL in a sign-in identifier and a password', async () => {
    const headers = { ...demo, 'content-type': 'application/json' };
    const otp = await app.inject({ method: 'POST', url: '/ums/rest/v3/otp/send', headers, payload: { identifier: 'a\u0000@example.com', purpose: 'signin' } });
    expect(otp.statusCode).toBe(400);
    const pw = await app.inject({ method: 'POST', url: '/ums/rest/v3/signin', headers, payload: { identifier: 'a@example.com', password: 'pass\u0000word' } });
    expect(pw.statusCode).toBe(400);
  });
});
