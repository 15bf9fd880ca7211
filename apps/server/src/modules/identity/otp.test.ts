import { eq } from 'drizzle-orm';
import type { WrongCodeBody } from '@bazaar/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { otpCodes } from '../../db/schema';
import { latestCode, outboxCount, post, sendCode, signUp } from '../../test/identity-helpers';
import { fakeClock } from '../../test/clock';
import { body, createTestApp, type TestApp } from '../../test/test-app';

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

describe('POST /ums/rest/v3/otp/send', () => {
  it('sends a 6-digit code to the phone, with +91 added to a 10-digit number', async () => {
    const res = await sendCode(app, '98450 11111', 'signup');
    expect(res.statusCode).toBe(200);
    expect(body(res).response_body).toEqual({ expires_in: 300, resend_after: 30 });
    expect(await latestCode(app, '+919845011111')).toMatch(/^\d{6}$/);
  });

  it('stores only a hash of the code', async () => {
    await sendCode(app, 'hash-check@example.com', 'signup');
    const code = await latestCode(app, 'hash-check@example.com');
    const rows = await app.database.db.select().from(otpCodes).where(eq(otpCodes.identifier, 'hash-check@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code!);
  });

  it('refuses a new code within 30 seconds, with Retry-After, and gives one at 30 seconds exactly', async () => {
    const clock = fakeClock();
    await sendCode(app, 'wait@example.com', 'signin');
    clock.advanceMs(29_999);
    const again = await sendCode(app, 'wait@example.com', 'signin');
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('1');
    expect(body(again).response_message).toBe('Please wait 1 seconds before asking for a new code.');
    clock.advanceMs(1);
    expect((await sendCode(app, 'wait@example.com', 'signin')).statusCode).toBe(200);
  });

  it('limits codes per identifier to 5 in any 15 minutes', async () => {
    const clock = fakeClock();
    const id = 'limit@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(app, id, 'signup', 'demo', `10.0.0.${i + 1}`)).statusCode).toBe(200);
      clock.advance(60);
    }
    // The first code was sent 5 minutes ago: it leaves the window 10 minutes from now.
    const sixth = await sendCode(app, id, 'signup', 'demo', '10.0.0.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('600');
    clock.advance(599);
    expect((await sendCode(app, id, 'signup', 'demo', '10.0.0.10')).statusCode).toBe(429);
    clock.advance(1);
    expect((await sendCode(app, id, 'signup', 'demo', '10.0.0.11')).statusCode).toBe(200);
  });

  it('limits codes per network address to 20 in 15 minutes', async () => {
    for (let i = 0; i < 20; i++) expect((await sendCode(app, `ip${i}@example.com`, 'signup', 'demo', '10.9.9.9')).statusCode).toBe(200);
    const next = await sendCode(app, 'ip-last@example.com', 'signup', 'demo', '10.9.9.9');
    expect(next.statusCode).toBe(429);
    expect(body(next).response_message).toContain('network');
  });

  it.each([
    [{ identifier: '12345', purpose: 'signup' }, 'identifier'],
    [{ identifier: 'not-an-email@', purpose: 'signup' }, 'identifier'],
    [{ identifier: '9876543210', purpose: 'hack' }, 'purpose'],
    [{ purpose: 'signup' }, 'identifier'],
  ])('rejects %j naming the field', async (payload, field) => {
    const res = await post(app, '/ums/rest/v3/otp/send', payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(field);
  });

  it('needs a known store', async () => {
    expect((await sendCode(app, 'x@example.com', 'signup', 'nowhere')).statusCode).toBe(404);
  });
});

describe('codes', () => {
  it('work once', async () => {
    await sendCode(app, 'once@example.com', 'signup');
    const otp = await latestCode(app, 'once@example.com');
    expect((await post(app, '/ums/rest/v3/signup', { name: 'Once Only', identifier: 'once@example.com', otp })).statusCode).toBe(200);
    expect((await post(app, '/ums/rest/v3/signup', { name: 'Once Only', identifier: 'once@example.com', otp })).statusCode).toBe(401);
  });

  it('work until 5 minutes have passed', async () => {
    const clock = fakeClock();
    await sendCode(app, 'in-time@example.com', 'signup');
    const otp = await latestCode(app, 'in-time@example.com');
    clock.advanceMs(299_999);
    expect((await post(app, '/ums/rest/v3/signup', { name: 'Just In Time', identifier: 'in-time@example.com', otp })).statusCode).toBe(200);
  });

  it('expire at 5 minutes', async () => {
    const clock = fakeClock();
    await sendCode(app, 'late@example.com', 'signup');
    const otp = await latestCode(app, 'late@example.com');
    clock.advance(300);
    const res = await post(app, '/ums/rest/v3/signup', { name: 'Too Late', identifier: 'late@example.com', otp });
    expect(res.statusCode).toBe(401);
    expect(body(res).response_message).toBe('That code is not right, has expired or has no tries left. Ask for a new code.');
    expect(body(res).response_body).toEqual({ attempts_left: 0 });
  });

  it('die after 5 wrong tries, even for the right code, saying each time how many tries are left', async () => {
    await sendCode(app, 'guess@example.com', 'signup');
    const otp = (await latestCode(app, 'guess@example.com'))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(app, '/ums/rest/v3/signup', { name: 'Guess Er', identifier: 'guess@example.com', otp: wrong });
      expect(res.statusCode).toBe(401);
      const answer = body<WrongCodeBody>(res);
      answers.push([answer.response_body.attempts_left, answer.response_message]);
    }
    expect(answers).toEqual([
      [4, 'That code is not right. 4 tries left.'],
      [3, 'That code is not right. 3 tries left.'],
      [2, 'That code is not right. 2 tries left.'],
      [1, 'That code is not right. 1 try left.'],
      [0, 'That code is not right, has expired or has no tries left. Ask for a new code.'],
    ]);
    const right = await post(app, '/ums/rest/v3/signup', { name: 'Guess Er', identifier: 'guess@example.com', otp });
    expect(right.statusCode).toBe(401);
    expect(body(right).response_body).toEqual({ attempts_left: 0 });
  });

  it('count tries per code and purpose: none before a code is sent, 5 for each new one (password reset too)', async () => {
    await signUp(app, 'Fresh Tries', 'fresh-tries@example.com');
    const attempt = (otp: string) => post(app, '/ums/rest/v3/password/reset', { identifier: 'fresh-tries@example.com', otp, password: 'a-long-password-1' });
    const before = await attempt('000001'); // no password code was sent yet
    expect([before.statusCode, body(before).response_body]).toEqual([401, { attempts_left: 0 }]);
    const seen = await outboxCount(app, 'fresh-tries@example.com');
    await sendCode(app, 'fresh-tries@example.com', 'password');
    const otp = (await latestCode(app, 'fresh-tries@example.com', seen))!;
    const wrong = otp === '000000' ? '111111' : '000000';
    expect(body(await attempt(wrong)).response_body).toEqual({ attempts_left: 4 });
    expect(body(await attempt(wrong)).response_body).toEqual({ attempts_left: 3 });
    expect((await attempt(otp)).statusCode).toBe(200);
  });

  it('belong to one store: a code sent in one store fails in another', async () => {
    await sendCode(app, 'two-stores@example.com', 'signup', 'demo');
    const otp = await latestCode(app, 'two-stores@example.com');
    expect((await post(app, '/ums/rest/v3/signup', { name: 'Two Stores', identifier: 'two-stores@example.com', otp }, 'souk')).statusCode).toBe(401);
  });
});

describe('no account enumeration', () => {
  it('answers a sign-in code request alike for an account and for nobody, and sends nothing to nobody', async () => {
    await signUp(app, 'Real Person', 'real@example.com');
    const known = await sendCode(app, 'real@example.com', 'signin');
    const unknown = await sendCode(app, 'ghost@example.com', 'signin');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(await outboxCount(app, 'ghost@example.com')).toBe(0);
  });

  it('answers a wrong sign-in alike for an account and for nobody', async () => {
    const known = await post(app, '/ums/rest/v3/signin', { identifier: 'real@example.com', otp: '123456' });
    const unknown = await post(app, '/ums/rest/v3/signin', { identifier: 'ghost@example.com', otp: '123456' });
    expect([known.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(unknown.body).toBe(known.body);
    // A code for nobody is issued and counted like one for an account: the tries left tell nothing.
    expect(body(known).response_body).toEqual({ attempts_left: 4 });
    const knownPw = await post(app, '/ums/rest/v3/signin', { identifier: 'real@example.com', password: 'wrong-password' });
    const unknownPw = await post(app, '/ums/rest/v3/signin', { identifier: 'ghost@example.com', password: 'wrong-password' });
    expect(unknownPw.statusCode).toBe(knownPw.statusCode);
    expect(unknownPw.body).toBe(knownPw.body);
  });

  it('answers a sign-up alike whether or not the account exists (the owner is signed in)', async () => {
    fakeClock().advance(31);
    const seen = await outboxCount(app, 'real@example.com');
    const first = await sendCode(app, 'real@example.com', 'signup');
    const fresh = await sendCode(app, 'brand-new@example.com', 'signup');
    expect(first.body).toBe(fresh.body);
    const otp = await latestCode(app, 'real@example.com', seen);
    const res = await post(app, '/ums/rest/v3/signup', { name: 'Another Name', identifier: 'real@example.com', otp });
    expect(res.statusCode).toBe(200);
  });
});
