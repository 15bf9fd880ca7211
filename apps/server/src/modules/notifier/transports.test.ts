import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listOutbox } from './notifier';
import { createNotifier, FanOutNotifier, WebhookNotifier } from './transports';

let received: { body: unknown; headers: IncomingMessage['headers'] }[] = [];
let failNext = false;
const hook = createServer((req, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    received.push({ body: JSON.parse(data), headers: req.headers });
    res.statusCode = failNext ? 503 : 204;
    failNext = false;
    res.end();
  });
});
let url = '';
let app: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/messages`;
  app = await createTestApp();
});
afterAll(async () => {
  hook.close();
  await app.close();
});

const message = { storeId: 12, to: '+919811112222', channel: 'sms' as const, subject: 'Code', body: '123456 is your code' };

describe('WebhookNotifier', () => {
  it('POSTs the message as JSON over real HTTP', async () => {
    received = [];
    await new WebhookNotifier(url).send(message);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.body).toEqual({ to: '+919811112222', channel: 'sms', subject: 'Code', body: '123456 is your code' });
  });

  it('reports a hook that answers with an error', async () => {
    failNext = true;
    await expect(new WebhookNotifier(url).send(message)).rejects.toThrow('503');
  });
});

describe('createNotifier', () => {
  it('keeps messages in the outbox only in demo mode', async () => {
    const prod = createNotifier(app.database.db, { demoMode: false, smtpFrom: 'x@y.z', webhookUrl: url }, () => undefined);
    expect(prod.channels).toEqual(['webhook']);
    await prod.notifier.send({ ...message, to: '+919833334444' });
    expect(await listOutbox(app.database.db, '+919833334444')).toEqual([]);

    const demo = createNotifier(app.database.db, { demoMode: true, smtpFrom: 'x@y.z' }, () => undefined);
    expect(demo.channels).toEqual(['dev outbox']);
    await demo.notifier.send({ ...message, to: '+919855556666' });
    expect((await listOutbox(app.database.db, '+919855556666')).map((m) => m.body)).toEqual(['123456 is your code']);
  });

  it('still delivers through the other channels when one fails, and reports the failure', async () => {
    const errors: unknown[] = [];
    received = [];
    const broken = { send: () => Promise.reject(new Error('smtp down')) };
    await new FanOutNotifier([broken, new WebhookNotifier(url)], (e) => errors.push(e)).send(message);
    expect(received).toHaveLength(1);
    expect(String(errors[0])).toContain('smtp down');
  });
});
