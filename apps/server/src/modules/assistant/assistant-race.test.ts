import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signInAsNew } from '../../test/auth-helpers';
import { testDriver } from '../../test/test-db';
import { askAi, cartOf } from './assistant-test-kit';
import { ASK_AI_LIMITS } from './assistant.service';

/**
 * The assistant's limits under parallel requests. On PostgreSQL (npm run test:pg) they truly run
 * at once; on PGlite they queue, so there these pass without proving anything about races.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe(`parallel questions (${testDriver()})`, () => {
  it(`20 questions at once from one customer: exactly ${ASK_AI_LIMITS.perMinute.limit} are answered`, async () => {
    const who = await signInAsNew(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => askAi(app, who, { message: 'hello' })));
    const counts = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 200: ASK_AI_LIMITS.perMinute.limit, 429: 20 - ASK_AI_LIMITS.perMinute.limit });
  });

  it('one offer confirmed 6 times at once is carried out once', async () => {
    const who = await signInAsNew(app);
    const found = await askAi(app, who, { message: 'show me brass kadhai' });
    const offered = await askAi(app, who, { message: 'add the first one to my cart', conversation_id: found.conversationId });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => askAi(app, who, { message: 'yes', conversation_id: found.conversationId, action_id: offered.action!.action_id })),
    );
    expect(answers.filter((a) => a.text.startsWith('Added')).length).toBe(1);
    expect(answers.filter((a) => a.text.includes('no longer open')).length).toBe(5);
    expect((await cartOf(app, who)).map((l) => l.product_id)).toEqual([offered.action!.product_id]);
  });
});
