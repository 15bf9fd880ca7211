import { eq } from 'drizzle-orm';
import type { WrongCodeBody } from '@bazaar/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes, stores } from '../../db/schema';
import { fakeClock } from '../../test/clock';
import { latestCode, outboxCount, post, signUp } from '../../test/identity-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';

/**
 * Limits that held one request at a time but not under parallel requests (issue #9). On
 * PostgreSQL (npm run test:pg) the requests truly run at once; on PGlite they queue, so these pass
 * there without proving anything about races.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const send = (identifier: string, ip: string, headers: Record<string, string> = {}, realm = 'demo') =>
  app.inject({
    method: 'POST',
    url: '/ums/rest/v3/otp/send',
    remoteAddress: ip,
    headers: { 'realm-name': realm, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ identifier, purpose: 'signup' }),
  });

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});

describe(`parallel requests (${testDriver()})`, () => {
  it('30 parallel code requests for one number send exactly one code', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => send('+919811100001', `10.1.0.${i + 1}`)));
    expect(statuses(responses)).toEqual({ 200: 1, 429: 29 });
    expect(await outboxCount(app, '+919811100001')).toBe(1);
  });

  it('60 parallel wrong passwords: 10 are checked, 50 are refused with 429', async () => {
    await signUp(app, 'Parallel Pat', 'pat@example.com');
    const responses = await Promise.all(
      Array.from({ length: 60 }, () => post(app, '/ums/rest/v3/signin', { identifier: 'pat@example.com', password: 'not-the-password' })),
    );
    expect(statuses(responses)).toEqual({ 401: 10, 429: 50 });
  });

  it('40 parallel guesses spend exactly 5 tries, and the right code signs in at most once', async () => {
    const seen = await outboxCount(app, 'guesses@example.com');
    await send('guesses@example.com', '10.2.0.1');
    const otp = (await latestCode(app, 'guesses@example.com', seen))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    // The right code at positions 10, 20, 30 and 40.
    const guesses = Array.from({ length: 40 }, (_, i) => ((i + 1) % 10 === 0 ? otp : wrong));
    const responses = await Promise.all(
      guesses.map((code) => post(app, '/ums/rest/v3/signup', { name: 'Guess Work', identifier: 'guesses@example.com', otp: code })),
    );
    const signedIn = responses.filter((r) => r.statusCode === 200).length;
    expect(signedIn).toBeLessThanOrEqual(1);
    const [row] = await app.database.db.select({ attempts: otpCodes.attempts }).from(otpCodes).where(eq(otpCodes.identifier, 'guesses@example.com'));
    expect(row!.attempts).toBe(5);
    // Each try that counted was told the tries left after it, each number once: 4, 3, 2, 1 (and
    // 0 for the fifth). The rest found the code spent: 0, or only a new code will do.
    const left = responses.filter((r) => r.statusCode === 401).map((r) => body<WrongCodeBody>(r).response_body.attempts_left);
    expect(left).toHaveLength(40 - signedIn);
    expect(left.filter((n) => n > 0).sort((a, b) => b - a)).toEqual([4, 3, 2, 1]);
    expect(left.filter((n) => n === 0)).toHaveLength(36 - signedIn);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set: one client cannot claim 21 addresses', async () => {
    const responses = [];
    for (let i = 0; i < 21; i++) responses.push(await send(`spoof${i}@example.com`, '10.3.0.1', { 'x-forwarded-for': `203.0.113.${i + 1}` }));
    expect(responses.slice(0, 20).every((r) => r.statusCode === 200)).toBe(true);
    expect(responses[20]!.statusCode).toBe(429);
    expect(body(responses[20]!).response_message).toContain('network');
  });

  it('believes the nearest proxy hop when TRUST_PROXY=1', async () => {
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      for (let i = 0; i < 21; i++) {
        const res = await proxied.inject({
          method: 'POST',
          url: '/ums/rest/v3/otp/send',
          remoteAddress: '10.4.0.1',
          headers: { 'realm-name': 'demo', 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
          payload: JSON.stringify({ identifier: `proxied${i}@example.com`, purpose: 'signup' }),
        });
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await proxied.close();
    }
  });
});

describe("a store's hourly ceiling on codes", () => {
  it('stops sending once the store has sent its hourly number, whatever the addresses, and sends again an hour later', async () => {
    const clock = fakeClock();
    // The store row is cached per process; on PostgreSQL the change is heard a moment after it commits.
    const heard = app.stores.next('changed');
    await app.database.db.update(stores).set({ otpHourlyLimit: 3 }).where(eq(stores.realmName, 'souk'));
    await heard;
    for (let i = 0; i < 3; i++) expect((await send(`ceiling${i}@example.com`, `10.5.0.${i + 1}`, {}, 'souk')).statusCode).toBe(200);
    const over = await send('ceiling3@example.com', '10.5.0.9', {}, 'souk');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('3600');
    expect(await outboxCount(app, 'ceiling3@example.com')).toBe(0);
    // Other stores are not held back by this one's bill.
    expect((await send('other-store@example.com', '10.5.0.10')).statusCode).toBe(200);
    clock.advance(3600);
    expect((await send('ceiling4@example.com', '10.5.0.11', {}, 'souk')).statusCode).toBe(200);
  });
});
