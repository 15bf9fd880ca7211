import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { customers } from '../../db/schema';
import { DEMO_SHOPPER } from '../../db/seed/seed-customers';
import { createCustomer, signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { fakeClock } from '../../test/clock';
import { latestCode, outboxCount, outboxMessages, post } from '../../test/identity-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import type { OutboundMessage } from '../notifier/notifier';
import { CONTACT_CHANGES_PER_HOUR } from './contact-change.service';

/** Issue #9, defect 1: a contact is applied only once its owner proves it with a code. */

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

type Result = {
  email: string | null;
  phone: string | null;
  pending_contact_change: { channel: string; to: string; expires_in: number; resend_after: number } | null;
};
const put = (who: SignedIn, payload: object, ip = '10.20.0.1') =>
  app.inject({ method: 'PUT', url: '/cfs/rest/v3/profile', headers: who.headers, remoteAddress: ip, payload });
const verify = (who: SignedIn, payload: object) => app.inject({ method: 'POST', url: '/cfs/rest/v3/profile/contact/verify', headers: who.headers, payload });
const row = async (id: number) => (await app.database.db.select().from(customers).where(eq(customers.id, id)))[0]!;

describe('changing email or phone', () => {
  it('sends a code to the new email and changes nothing until it is confirmed; the old email is told', async () => {
    const who = await signInAsNew(app);
    const res = await put(who, { email: ' New.Me@Example.com ', name: 'Nina Rao' });
    expect(res.statusCode).toBe(200);
    expect(body(res).response_message).toBe('We sent a code to new.me@example.com. Enter it to confirm your new email.');
    expect(body<Result>(res).response_body).toMatchObject({
      email: who.customer.email,
      pending_contact_change: { channel: 'email', to: 'new.me@example.com', expires_in: 300, resend_after: 30 },
    });
    expect((await row(who.customerId)).email).toBe(who.customer.email);
    expect((await row(who.customerId)).name).toBe('Nina Rao');

    const code = await latestCode(app, 'new.me@example.com');
    const done = await verify(who, { email: 'new.me@example.com', otp: code });
    expect(done.statusCode).toBe(200);
    expect(body(done).response_message).toBe('Your email is changed');
    expect(body<Result>(done).response_body.email).toBe('new.me@example.com');
    expect((await row(who.customerId)).email).toBe('new.me@example.com');
    const told = await latestCode(app, who.customer.email!);
    expect(told).toBeNull(); // the notice carries no code…
    expect(await outboxCount(app, who.customer.email!)).toBe(1); // …but it was sent
  });

  it('changes a phone number the same way', async () => {
    const who = await signInAsNew(app);
    const res = await put(who, { phone: '98450 77777' });
    expect(body<Result>(res).response_body.pending_contact_change).toMatchObject({ channel: 'phone', to: '+919845077777' });
    const code = await latestCode(app, '+919845077777');
    const done = await verify(who, { phone: '9845077777', otp: code });
    expect(done.statusCode).toBe(200);
    expect((await row(who.customerId)).phone).toBe('+919845077777');
  });

  it("defeats the takeover: a victim's email set by an attacker never reaches the attacker's account", async () => {
    const attacker = await signInAsNew(app);
    const res = await put(attacker, { email: 'victim@example.com' });
    expect(res.statusCode).toBe(200);
    // The attacker does not have the code; guessing fails and the account keeps its own email.
    const guess = await verify(attacker, { email: 'victim@example.com', otp: '123456' });
    expect(guess.statusCode).toBe(400);
    expect((await row(attacker.customerId)).email).toBe(attacker.customer.email);
    // The victim signs up with the email and gets an account of their own.
    const code = await latestCode(app, 'victim@example.com', 1);
    await post(app, '/ums/rest/v3/otp/send', { identifier: 'victim@example.com', purpose: 'signup' }, 'demo');
    const signupCode = await latestCode(app, 'victim@example.com', 1);
    expect(signupCode).not.toBe(code);
    const signup = await post(app, '/ums/rest/v3/signup', { name: 'Real Victim', identifier: 'victim@example.com', otp: signupCode });
    expect(signup.statusCode).toBe(200);
    const [victim] = await app.database.db.select().from(customers).where(eq(customers.email, 'victim@example.com'));
    expect(victim!.id).not.toBe(attacker.customerId);
  });

  it('answers alike whether or not another account uses the contact, and sends it nothing', async () => {
    const who = await signInAsNew(app);
    const taken = await put(who, { email: DEMO_SHOPPER.email }, '10.21.0.1');
    const free = await put(await signInAsNew(app), { email: 'nobody-has-this@example.com' }, '10.21.0.2');
    expect(taken.statusCode).toBe(200);
    expect(body(taken).response_message).toBe(`We sent a code to ${DEMO_SHOPPER.email}. Enter it to confirm your new email.`);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(free.headers).sort());
    expect(body<Result>(taken).response_body.pending_contact_change).toEqual({
      ...body<Result>(free).response_body.pending_contact_change,
      to: DEMO_SHOPPER.email,
    });
    expect(await outboxCount(app, DEMO_SHOPPER.email)).toBe(0);
    // No code can confirm it: the answer is the same as for a wrong code.
    const tried = await verify(who, { email: DEMO_SHOPPER.email, otp: '000000' });
    expect(tried.statusCode).toBe(400);
    expect(body(tried).response_message).toMatch(/^This code is not right or has expired/);
  });

  it('a code works only for the customer who asked for it', async () => {
    const asker = await signInAsNew(app);
    const other = await signInAsNew(app);
    await put(asker, { email: 'shared-target@example.com' });
    const code = await latestCode(app, 'shared-target@example.com');
    expect((await verify(other, { email: 'shared-target@example.com', otp: code })).statusCode).toBe(400);
    expect((await row(other.customerId)).email).toBe(other.customer.email);
  });

  it('a code works once, and dies after 5 wrong tries', async () => {
    const who = await signInAsNew(app);
    await put(who, { email: 'tries@example.com' });
    const code = (await latestCode(app, 'tries@example.com'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(who, { email: 'tries@example.com', otp: wrong })).statusCode).toBe(400);
    expect((await verify(who, { email: 'tries@example.com', otp: code })).statusCode).toBe(400);
    expect((await row(who.customerId)).email).toBe(who.customer.email);
  });

  it('refuses to change email and phone in one request, and a second code within 30 seconds', async () => {
    const who = await signInAsNew(app);
    const both = await put(who, { email: 'both@example.com', phone: '9845088888' });
    expect(both.statusCode).toBe(400);
    expect(body(both).response_message).toBe('Change your email and your phone number one at a time');
    const clock = fakeClock();
    expect((await put(who, { email: 'again@example.com', name: 'First Try' })).statusCode).toBe(200);
    clock.advance(29);
    const again = await put(who, { email: 'again@example.com', name: 'Second Try' });
    expect(again.statusCode).toBe(429);
    // A refused request writes nothing, not even the name.
    expect((await row(who.customerId)).name).toBe('First Try');
  });

  it(`limits one customer to ${CONTACT_CHANGES_PER_HOUR} contact changes an hour, whatever the contacts`, async () => {
    const who = await signInAsNew(app);
    const clock = fakeClock();
    for (let i = 0; i < CONTACT_CHANGES_PER_HOUR; i++) {
      expect((await put(who, { email: `many-${i}@example.com` }, `10.22.0.${i + 1}`)).statusCode).toBe(200);
      clock.advance(60);
    }
    const over = await put(who, { email: 'many-last@example.com' }, '10.22.1.1');
    expect(over.statusCode).toBe(429);
    // The first change was 10 minutes ago: it leaves the hour in 50.
    expect(over.headers['retry-after']).toBe('3000');
    expect(body(over).response_message).toBe('You have asked to change your contact details many times. Try again in 50 minutes.');
  });

  it('refuses a verify body naming both or neither contact', async () => {
    const who = await signInAsNew(app);
    expect((await verify(who, { otp: '123456' })).statusCode).toBe(400);
    expect((await verify(who, { email: 'a@example.com', phone: '9845011111', otp: '123456' })).statusCode).toBe(400);
    expect((await verify(who, { email: 'a@example.com', otp: '12' })).statusCode).toBe(400);
  });

  it('needs a signed-in customer', async () => {
    const res = await app.inject({ method: 'POST', url: '/cfs/rest/v3/profile/contact/verify', payload: { email: 'a@example.com', otp: '123456' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('what the messages say', () => {
  it('the code for a new email is an email naming the store; the old email hears of the change, masked', async () => {
    const who = await signInAsNew(app, { email: 'old-words@example.com' });
    await put(who, { email: 'nina.words@example.com' });
    const [code] = await outboxMessages(app, 'nina.words@example.com');
    expect(code).toMatchObject({ channel: 'email', subject: 'Confirm your new email at Chowk Bazaar' });
    expect(code!.body).toMatch(
      /^\d{6} is your code to add this email to your Chowk Bazaar account\. It expires in 5 minutes\. If you did not ask for this, ignore this message\.$/,
    );
    await verify(who, { email: 'nina.words@example.com', otp: code!.body.slice(0, 6) });
    const [notice] = await outboxMessages(app, 'old-words@example.com');
    expect(notice).toMatchObject({ channel: 'email', subject: 'Your Chowk Bazaar email was changed' });
    expect(notice!.body).toBe(
      'The email on your Chowk Bazaar account was changed to n***@example.com. If this was not you, sign in and check your account, or contact the store.',
    );
  });

  it('the code for a new phone is an SMS; the old phone hears of the change, masked', async () => {
    const who = await signInAsNew(app, { phone: '+919811166601' });
    await put(who, { phone: '9811166602' });
    const [code] = await outboxMessages(app, '+919811166602');
    expect(code).toMatchObject({ channel: 'sms', subject: 'Confirm your new phone number at Chowk Bazaar' });
    expect(code!.body).toContain('to add this phone number to your Chowk Bazaar account');
    await verify(who, { phone: '9811166602', otp: code!.body.slice(0, 6) });
    const [notice] = await outboxMessages(app, '+919811166601');
    expect(notice).toMatchObject({ channel: 'sms', subject: 'Your Chowk Bazaar phone number was changed' });
    expect(notice!.body).toContain('was changed to +91*****02.');
  });

  it('a first email, where there was none, tells nobody', async () => {
    const who = await signInAsNew(app, { email: null });
    await put(who, { email: 'first-email@example.com' });
    const otp = await latestCode(app, 'first-email@example.com');
    expect((await verify(who, { email: 'first-email@example.com', otp })).statusCode).toBe(200);
    expect(await outboxCount(app, 'first-email@example.com')).toBe(1);
  });
});

describe('contacts taken by another account', () => {
  it('a taken phone gets no SMS, and the answer is the usual one', async () => {
    const owner = await createCustomer(app, { phone: '+919811177701' });
    const who = await signInAsNew(app);
    const res = await put(who, { phone: owner.phone! });
    expect(res.statusCode).toBe(200);
    expect(await outboxCount(app, owner.phone!)).toBe(0);
  });

  it('taken between the code and its confirmation: 409 once the caller has proven the contact is theirs', async () => {
    const who = await signInAsNew(app);
    await put(who, { email: 'raced-for@example.com' });
    const otp = await latestCode(app, 'raced-for@example.com');
    await createCustomer(app, { email: 'raced-for@example.com' });
    const res = await verify(who, { email: 'raced-for@example.com', otp });
    expect(res.statusCode).toBe(409);
    expect(body(res).response_message).toBe('This email is already used by another account');
    expect((await row(who.customerId)).email).toBe(who.customer.email);
  });

  it('a phone taken between the code and its confirmation: 409 naming the phone number', async () => {
    const who = await signInAsNew(app);
    await put(who, { phone: '9811188801' });
    const otp = await latestCode(app, '+919811188801');
    await createCustomer(app, { phone: '+919811188801' });
    const res = await verify(who, { phone: '9811188801', otp });
    expect(res.statusCode).toBe(409);
    expect(body(res).response_message).toBe('This phone number is already used by another account');
  });

  it('two customers may each ask for the same new contact: one code does not hold back the other', async () => {
    const a = await signInAsNew(app);
    const b = await signInAsNew(app);
    expect((await put(a, { email: 'wanted@example.com' }, '10.23.0.1')).statusCode).toBe(200);
    expect((await put(b, { email: 'wanted@example.com' }, '10.23.0.2')).statusCode).toBe(200);
  });
});

describe('with a notifier that records every message', () => {
  it('a first contact, where there was none, sends the code and nothing else: no notice without a recipient', async () => {
    const sent: OutboundMessage[] = [];
    const recording = await createTestApp({ notifier: { send: async (message) => void sent.push(message) } });
    try {
      const who = await signInAsNew(recording, { email: null });
      await recording.inject({ method: 'PUT', url: '/cfs/rest/v3/profile', headers: who.headers, payload: { email: 'first-recorded@example.com' } });
      await new Promise((r) => setTimeout(r, 20));
      const otp = sent.at(-1)!.body.slice(0, 6);
      const done = await recording.inject({
        method: 'POST',
        url: '/cfs/rest/v3/profile/contact/verify',
        headers: who.headers,
        payload: { email: 'first-recorded@example.com', otp },
      });
      expect(done.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 20));
      expect(sent.map((m) => m.to)).toEqual(['first-recorded@example.com']);
    } finally {
      await recording.close();
    }
  });
});
