import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAsNew } from '../../test/auth-helpers';
import { fakeClock } from '../../test/clock';
import { post, sendCode } from '../../test/identity-helpers';
import { rateLimitLine } from '../../test/rate-limit-headers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findStoreByRealm } from '../../plugins/store-context';

/**
 * The RateLimit headers of the sign-in calls (codes, passwords, a new contact, the vendor's code):
 * on every answer of a counted call, describing the limit nearest to refusing, to the second.
 */

let app: TestApp;
let perStore: string;
beforeAll(async () => {
  app = await createTestApp();
  perStore = `${(await findStoreByRealm(app.database.db, 'demo'))!.otpHourlyLimit};w=3600`;
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const T0 = new Date('2026-11-23T10:00:00Z');

describe('sign-in codes (POST /ums/rest/v3/otp/send)', () => {
  it('describe the nearest of their four limits: the 30-second wait, until the identifier has one code left to none', async () => {
    const clock = fakeClock(T0);
    const others = `20;w=900, 5;w=900, ${perStore}`;
    for (let i = 0; i < 4; i++) {
      const sent = await sendCode(app, 'nearest@example.com', 'signin', 'demo', `10.40.0.${i + 1}`);
      expect([sent.statusCode, rateLimitLine(sent)]).toEqual([200, `1 0 30 1;w=30, ${others}`]);
      clock.advance(30);
    }
    // Both the wait and the identifier are at 0 now: the identifier frees up later, so it is the one described.
    const fifth = await sendCode(app, 'nearest@example.com', 'signin', 'demo', '10.40.0.5');
    expect([fifth.statusCode, rateLimitLine(fifth)]).toEqual([200, `5 0 780 5;w=900, 1;w=30, 20;w=900, ${perStore}`]);
    clock.advance(30);
    const refused = await sendCode(app, 'nearest@example.com', 'signin', 'demo', '10.40.0.6');
    expect([refused.statusCode, rateLimitLine(refused), refused.headers['retry-after']]).toEqual([
      429,
      `5 0 750 5;w=900, 1;w=30, 20;w=900, ${perStore}`,
      '750',
    ]);
  });

  it('read alike for an identifier with an account and one without', async () => {
    fakeClock(T0);
    const known = await sendCode(app, 'shopper@example.com', 'signin', 'demo', '10.41.0.1');
    const unknown = await sendCode(app, 'nobody-here@example.com', 'signin', 'demo', '10.41.0.2');
    expect(rateLimitLine(known)).toBe(rateLimitLine(unknown));
    expect(rateLimitLine(known)).toMatch(/^1 0 30 1;w=30, /);
  });
});

describe('passwords (POST /ums/rest/v3/signin)', () => {
  it('count down from 10 on each wrong one, and the 11th is 429 with Reset equal to Retry-After', async () => {
    const clock = fakeClock(T0);
    const attempt = () => post(app, '/ums/rest/v3/signin', { identifier: 'counted-pw@example.com', password: 'not the password' });
    for (let i = 0; i < 10; i++) {
      const wrong = await attempt();
      expect([wrong.statusCode, rateLimitLine(wrong)]).toEqual([401, `10 ${9 - i} ${900 - 10 * i} 10;w=900`]);
      clock.advance(10);
    }
    const refused = await attempt();
    expect([refused.statusCode, rateLimitLine(refused), refused.headers['retry-after']]).toEqual([429, '10 0 800 10;w=900', '800']);
  });
});

describe('a new email or phone (PUT /cfs/rest/v3/profile)', () => {
  it('is counted with the code limits and the changes an hour, and says so; a change of name alone is not counted', async () => {
    fakeClock(T0);
    const who = await signInAsNew(app);
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/cfs/rest/v3/profile', headers: who.headers, remoteAddress: '10.42.0.1', payload });
    const changed = await put({ email: 'headers-new@example.com' });
    expect([changed.statusCode, rateLimitLine(changed)]).toEqual([200, `1 0 30 1;w=30, 20;w=900, 5;w=900, ${perStore}, 10;w=3600`]);
    const renamed = await put({ name: 'Only A Name' });
    expect([renamed.statusCode, renamed.headers['ratelimit-limit']]).toEqual([200, undefined]);
  });
});

describe("the vendor console's code (POST /vms/rest/v3/auth/otp)", () => {
  it('carries the headers of the code limits, whether or not the identifier is a vendor user', async () => {
    fakeClock(T0);
    const sent = await post(app, '/vms/rest/v3/auth/otp', { identifier: 'not-a-vendor@example.com' }, 'demo', {});
    expect([sent.statusCode, rateLimitLine(sent)]).toEqual([200, `1 0 30 1;w=30, 20;w=900, 5;w=900, ${perStore}`]);
  });
});
