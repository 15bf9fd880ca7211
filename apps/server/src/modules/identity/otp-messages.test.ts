import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stores } from '../../db/schema';
import { fakeClock } from '../../test/clock';
import { latestCode, outboxMessages, post, sendCode } from '../../test/identity-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';

/** What the codes say, where they go, and the exact answers of each limit. */

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

describe('code messages', () => {
  it('go to an email as an email, naming the store and the 5 minutes', async () => {
    await sendCode(app, 'words@example.com', 'signup');
    const [message] = await outboxMessages(app, 'words@example.com');
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Chowk Bazaar code' });
    expect(message!.body).toMatch(/^\d{6} is your Chowk Bazaar code\. It expires in 5 minutes\. Do not share it with anyone\.$/);
  });

  it('go to a phone as an SMS', async () => {
    await sendCode(app, '+919811155501', 'signup');
    const [message] = await outboxMessages(app, '+919811155501');
    expect(message!.channel).toBe('sms');
  });
});

describe('limit answers', () => {
  it('per identifier: the exact message and Retry-After', async () => {
    const clock = fakeClock();
    for (let i = 0; i < 5; i++) {
      await sendCode(app, 'exact@example.com', 'signin', 'demo', `10.30.0.${i + 1}`);
      clock.advance(30);
    }
    const res = await sendCode(app, 'exact@example.com', 'signin', 'demo', '10.30.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('750');
    expect(body(res).response_message).toBe('Too many codes were requested for this phone number or email. Try again in 750 seconds.');
  });

  it('per network address: 20 in any 15 minutes, with the exact wait', async () => {
    const clock = fakeClock();
    for (let i = 0; i < 20; i++) {
      expect((await sendCode(app, `net${i}@example.com`, 'signup', 'demo', '10.34.0.1')).statusCode).toBe(200);
      clock.advance(10);
    }
    const res = await sendCode(app, 'net-over@example.com', 'signup', 'demo', '10.34.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('700');
    expect(body(res).response_message).toBe('Too many codes were requested from this network. Try again in 700 seconds.');
  });

  it('per store: the exact message, in minutes', async () => {
    const clock = fakeClock();
    // The store row is cached per process; on PostgreSQL the change is heard a moment after it commits.
    const heard = app.stores.next('changed');
    await app.database.db.update(stores).set({ otpHourlyLimit: 1 }).where(eq(stores.realmName, 'atelier'));
    await heard;
    expect((await sendCode(app, 'store-a@example.com', 'signup', 'atelier', '10.31.0.1')).statusCode).toBe(200);
    clock.advance(600);
    const res = await sendCode(app, 'store-b@example.com', 'signup', 'atelier', '10.31.0.2');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3000');
    expect(body(res).response_message).toBe('Atelier Noor is sending a great many codes right now. Please try again in 50 minutes.');
  });

  it('a code is asked for per purpose: a sign-in code does not hold back a password code', async () => {
    expect((await sendCode(app, 'purpose@example.com', 'signin', 'demo', '10.32.0.1')).statusCode).toBe(200);
    expect((await sendCode(app, 'purpose@example.com', 'password', 'demo', '10.32.0.2')).statusCode).toBe(200);
  });
});

describe(`the right code sent several times at once (${testDriver()})`, () => {
  it('signs in once', async () => {
    await sendCode(app, 'twice@example.com', 'signup', 'demo', '10.33.0.1');
    const otp = await latestCode(app, 'twice@example.com');
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => post(app, '/ums/rest/v3/signup', { name: 'Twice Over', identifier: 'twice@example.com', otp })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });
});

describe('codes are counted apart', () => {
  it("wrong guesses at one person's code spend none of another's tries", async () => {
    await sendCode(app, 'guessed-at@example.com', 'signup', 'demo', '10.35.0.1');
    await sendCode(app, 'bystander@example.com', 'signup', 'demo', '10.35.0.2');
    const mine = (await latestCode(app, 'guessed-at@example.com'))!;
    const theirs = await latestCode(app, 'bystander@example.com');
    const wrong = mine === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post(app, '/ums/rest/v3/signup', { name: 'Guess Er', identifier: 'guessed-at@example.com', otp: wrong });
    const res = await post(app, '/ums/rest/v3/signup', { name: 'By Stander', identifier: 'bystander@example.com', otp: theirs });
    expect(res.statusCode).toBe(200);
  });

  it('the per-identifier limit is per store: the same email in another store has its own', async () => {
    const clock = fakeClock();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(app, 'two-shops@example.com', 'signup', 'demo', `10.36.0.${i + 1}`)).statusCode).toBe(200);
      clock.advance(30);
    }
    expect((await sendCode(app, 'two-shops@example.com', 'signup', 'demo', '10.36.1.1')).statusCode).toBe(429);
    expect((await sendCode(app, 'two-shops@example.com', 'signup', 'souk', '10.36.1.2')).statusCode).toBe(200);
  });
});
