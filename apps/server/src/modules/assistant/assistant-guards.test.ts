import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { findCustomerId, signInAs, signInAsNew } from '../../test/auth-helpers';
import { fakeClock } from '../../test/clock';
import { rateLimitLine } from '../../test/rate-limit-headers';
import { askAi } from './assistant-test-kit';
import { ASK_AI_LIMITS } from './assistant.service';

/** Who may ask, what a question may be, whose conversations one sees, and how many questions a minute. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = (method: 'GET' | 'DELETE', url: string, headers: Record<string, string>) =>
  app.inject({ method, url, headers: { 'realm-name': 'demo', ...headers } });

describe('who may ask', () => {
  it('refuses guests with 401, before any event', async () => {
    const answer = await askAi(app, undefined, { message: 'hello' });
    expect(answer.status).toBe(401);
    expect(answer.json?.response_message).toContain('sign in');
    expect((await call('GET', '/cfs/rest/v3/ask-ai/conversations', {})).statusCode).toBe(401);
  });

  it('answers 404 in a store whose assistant is off (souk)', async () => {
    const omar = await signInAs(app, { storeRealm: 'souk', customerId: await findCustomerId(app, 'souk', (await soukPhone())!) });
    const answer = await askAi(app, omar, { message: 'hello' }, { realm: 'souk' });
    expect(answer.status).toBe(404);
    expect(answer.json?.response_message).toBe('This store has no shopping assistant');
  });

  it.each([
    [{ message: '' }, 'message must not be empty'],
    [{ message: '   ' }, 'message must not be empty'],
    [{ message: 'x'.repeat(501) }, 'at most 500'],
    [{}, 'message is required'],
    [{ message: 'hi', conversation_id: 'one' }, 'conversation_id'],
  ])('refuses %j with 400 naming the problem', async (payload, words) => {
    const who = await signInAsNew(app);
    const answer = await askAi(app, who, payload);
    expect(answer.status).toBe(400);
    expect(answer.json?.response_message).toContain(words);
  });

  it('accepts a message of exactly 500 characters', async () => {
    const who = await signInAsNew(app);
    expect((await askAi(app, who, { message: 'saree '.repeat(84).slice(0, 500) })).status).toBe(200);
  });
});

async function soukPhone() {
  const rows = await app.database.db.execute(sql`select c.phone from customers c join stores s on s.id = c.store_id where s.realm_name = 'souk' limit 1`);
  return (rows as unknown as { rows: { phone: string }[] }).rows[0]?.phone;
}

describe('conversations', () => {
  it('are kept per customer, newest first, and can be read and cleared', async () => {
    const who = await signInAsNew(app);
    const first = await askAi(app, who, { message: 'hello' });
    const second = await askAi(app, who, { message: 'sarees under 2000' });
    await askAi(app, who, { message: 'compare the first and the second', conversation_id: second.conversationId });
    const list = body<{ conversations: { conversation_id: number; title: string; message_count: number }[] }>(
      await call('GET', '/cfs/rest/v3/ask-ai/conversations', who.headers),
    ).response_body.conversations;
    expect(list.map((c) => [c.conversation_id, c.title, c.message_count])).toEqual([
      [second.conversationId, 'sarees under 2000', 4],
      [first.conversationId, 'hello', 2],
    ]);
    const one = body<{ messages: { role: string; text: string; products: unknown[] }[] }>(
      await call('GET', `/cfs/rest/v3/ask-ai/conversations/${second.conversationId}`, who.headers),
    ).response_body.messages;
    expect(one.map((m) => m.role)).toEqual(['customer', 'assistant', 'customer', 'assistant']);
    expect(one[1]!.products.length).toBeGreaterThan(0);

    const cleared = await call('DELETE', `/cfs/rest/v3/ask-ai/conversations/${first.conversationId}`, who.headers);
    expect(cleared.statusCode).toBe(200);
    expect((await call('GET', `/cfs/rest/v3/ask-ai/conversations/${first.conversationId}`, who.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/cfs/rest/v3/ask-ai/conversations/${first.conversationId}`, who.headers)).statusCode).toBe(404);
  });

  it('another customer can neither read, continue nor clear them', async () => {
    const owner = await signInAsNew(app);
    const other = await signInAsNew(app);
    const mine = await askAi(app, owner, { message: 'hello' });
    expect((await call('GET', `/cfs/rest/v3/ask-ai/conversations/${mine.conversationId}`, other.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/cfs/rest/v3/ask-ai/conversations/${mine.conversationId}`, other.headers)).statusCode).toBe(404);
    const continued = await askAi(app, other, { message: 'hello', conversation_id: mine.conversationId });
    expect(continued.status).toBe(404);
    expect(body<{ conversations: unknown[] }>(await call('GET', '/cfs/rest/v3/ask-ai/conversations', other.headers)).response_body.conversations).toEqual([]);
  });
});

describe('the per-customer rate limit', () => {
  it(`answers the first ${ASK_AI_LIMITS.perMinute.limit} questions of a minute and refuses the next with 429 and Retry-After`, async () => {
    const who = await signInAsNew(app);
    const neighbour = await signInAsNew(app);
    for (let i = 0; i < ASK_AI_LIMITS.perMinute.limit; i += 1) expect((await askAi(app, who, { message: 'hello' })).status).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/cfs/rest/v3/ask-ai',
      headers: { 'realm-name': 'demo', ...who.headers },
      payload: { message: 'hello' },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(body(res).response_message).toContain('try again in');
    // Another customer's budget is their own.
    expect((await askAi(app, neighbour, { message: 'hello' })).status).toBe(200);
  });

  it('sends the RateLimit headers with the event stream, counting down to 0, then 429 with Reset equal to Retry-After', async () => {
    const clock = fakeClock(new Date('2026-11-25T11:00:00Z'));
    try {
      const who = await signInAsNew(app);
      const ask = () =>
        app.inject({ method: 'POST', url: '/cfs/rest/v3/ask-ai', headers: { 'realm-name': 'demo', ...who.headers }, payload: { message: 'hello' } });
      const { perMinute, perDay } = ASK_AI_LIMITS;
      const policy = `${perMinute.limit};w=${perMinute.windowSeconds}, ${perDay.limit};w=${perDay.windowSeconds}`;
      for (let i = 0; i < perMinute.limit; i += 1) {
        const answer = await ask();
        expect([answer.statusCode, answer.headers['content-type'], rateLimitLine(answer)]).toEqual([
          200,
          'text/event-stream; charset=utf-8',
          `${perMinute.limit} ${perMinute.limit - 1 - i} ${60 - 2 * i} ${policy}`,
        ]);
        clock.advance(2);
      }
      const refused = await ask();
      const wait = 60 - 2 * perMinute.limit;
      expect([refused.statusCode, rateLimitLine(refused), refused.headers['retry-after']]).toEqual([
        429,
        `${perMinute.limit} 0 ${wait} ${policy}`,
        String(wait),
      ]);
    } finally {
      clock.restore();
    }
  });

  it('opens again exactly when the oldest question leaves the minute', async () => {
    const clock = fakeClock(new Date('2026-11-25T10:00:00Z'));
    try {
      const who = await signInAsNew(app);
      for (let i = 0; i < ASK_AI_LIMITS.perMinute.limit; i += 1) expect((await askAi(app, who, { message: 'hello' })).status).toBe(200);
      clock.advance(59);
      const refused = await app.inject({
        method: 'POST',
        url: '/cfs/rest/v3/ask-ai',
        headers: { 'realm-name': 'demo', ...who.headers },
        payload: { message: 'hello' },
      });
      expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, '1']);
      clock.advance(1);
      expect((await askAi(app, who, { message: 'hello' })).status).toBe(200);
    } finally {
      clock.restore();
    }
  });
});
