import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { OutboxNotifier } from './notifier';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type Messages = { messages: { to: string; body: string; channel: string }[] };

describe('GET /dev/outbox', () => {
  it('lists what the notifier sent to one recipient, newest last', async () => {
    const notifier = new OutboxNotifier(app.database.db);
    await notifier.send({ storeId: 12, to: '+919000000042', channel: 'sms', body: 'first 111111' });
    await notifier.send({ storeId: 12, to: 'someone@example.com', channel: 'email', subject: 'Hi', body: 'other person' });
    await notifier.send({ storeId: 12, to: '+919000000042', channel: 'sms', body: 'second 222222' });
    const res = await app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent('+919000000042')}` });
    expect(res.statusCode).toBe(200);
    const { messages } = body<Messages>(res).response_body;
    expect(messages.map((m) => m.body)).toEqual(['first 111111', 'second 222222']);
    expect(messages.every((m) => m.to === '+919000000042')).toBe(true);
  });

  it('gives an empty list for a recipient with no messages', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox?to=nobody@example.com' });
    expect(body<Messages>(res).response_body.messages).toEqual([]);
  });

  it('rejects a missing recipient naming the parameter', async () => {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain('to');
  });
});

describe('GET /dev/outbox with DEMO_MODE off', () => {
  it('does not exist', async () => {
    const prod = await createTestApp({ demoMode: false });
    try {
      const res = await prod.inject({ method: 'GET', url: '/dev/outbox?to=nobody@example.com' });
      expect(res.statusCode).toBe(404);
      expect(body(res).response_body).toBeNull();
    } finally {
      await prod.close();
    }
  });
});
