import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@bazaar/contracts';
import { RedisFanOut } from '../../lib/redis-fan-out';
import { chatKit, roomQuery } from '../../test/chat-kit';
import { listen, openEventStream, twinApp } from '../../test/sse-client';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { checkoutCalls, checkoutWorld, type CheckoutCalls, type CheckoutWorld } from '../checkout/checkout-test-kit';

/** Issue #13: lead-enquiry/events, new chat messages as server-sent events, in one process and across two through Redis. */

const opened = (text: string) => text.includes(': open\n\n');
const gotMessage = (text: string) => text.includes('event: message');

describe('lead-enquiry/events in one process', () => {
  let app: TestApp;
  let world: CheckoutWorld;
  let calls: CheckoutCalls;
  let baseUrl: string;
  const chat = chatKit(
    () => app,
    () => world,
    () => calls,
  );
  beforeAll(async () => {
    app = await createTestApp();
    world = await checkoutWorld(app);
    calls = checkoutCalls(app);
    baseUrl = await listen(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it("delivers the vendor's message to the customer's open stream at once, as text/event-stream", async () => {
    const customer = await world.shopper();
    const room = await chat.enquiry(customer.customerId);
    const vendor = await chat.vendorUser(world.refs.vendorId);
    const stream = await openEventStream(`${baseUrl}/cfs/rest/v3/lead-enquiry/events${roomQuery(room)}`, customer.headers);
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.until(opened);
      const sent = await chat.sent(vendor, room, 'Your swatches are ready <b>today</b>', 'vms');
      await stream.until(gotMessage);
      expect(stream.events().map((e) => [e.event, JSON.parse(e.data) as ChatMessage])).toEqual([['message', sent]]);
      expect(sent).toMatchObject({ message: 'Your swatches are ready <b>today</b>', sender: false });
    } finally {
      stream.close();
    }
  });

  it('refuses a stream to anyone but the two parties, as the other calls do', async () => {
    const customer = await world.shopper();
    const room = await chat.enquiry(customer.customerId);
    const stranger = await world.shopper();
    const rival = await chat.vendorUser(world.otherVendor.id);
    const url = (side: string) => `${baseUrl}/${side}/rest/v3/lead-enquiry/events${roomQuery(room)}`;
    expect((await fetch(url('cfs'), { headers: stranger.headers })).status).toBe(404);
    expect((await fetch(url('vms'), { headers: rival.headers })).status).toBe(404);
    expect((await fetch(url('cfs'))).status).toBe(401);
  });

  it("the vendor's stream hears the customer, and a closed stream stops listening", async () => {
    const customer = await world.shopper();
    const room = await chat.enquiry(customer.customerId);
    const vendor = await chat.vendorUser(world.refs.vendorId);
    const stream = await openEventStream(`${baseUrl}/vms/rest/v3/lead-enquiry/events${roomQuery(room)}`, vendor.headers);
    await stream.until(opened);
    await chat.sent(customer, room, 'Is the red one in stock?');
    await stream.until(gotMessage);
    expect(JSON.parse(stream.events()[0]!.data)).toMatchObject({ message: 'Is the red one in stock?', sender: true });
    stream.close();
    // Sending after the stream closed writes to nothing and fails nothing.
    expect((await chat.send(customer, room, 'Hello?')).statusCode).toBe(200);
  });
});

describe.skipIf(!process.env.REDIS_URL)('lead-enquiry/events across two processes through Redis (REDIS_URL)', () => {
  const prefix = `bazaar-test:${randomUUID()}:fan-out:`;
  const clients: Redis[] = [];
  let first: TestApp;
  let second: Awaited<ReturnType<typeof twinApp>>;
  let world: CheckoutWorld;
  let calls: CheckoutCalls;
  const chat = chatKit(
    () => first,
    () => world,
    () => calls,
  );
  const fanOut = () => {
    const redis = new Redis(process.env.REDIS_URL!);
    clients.push(redis);
    return new RedisFanOut(redis, prefix);
  };
  beforeAll(async () => {
    first = await createTestApp({ fanOut: fanOut() });
    second = await twinApp(first, { fanOut: fanOut() });
    world = await checkoutWorld(first);
    calls = checkoutCalls(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('a message posted on one process reaches an SSE subscriber on the other', async () => {
    const customer = await world.shopper();
    const room = await chat.enquiry(customer.customerId);
    const vendor = await chat.vendorUser(world.refs.vendorId);
    const stream = await openEventStream(`${await listen(second)}/cfs/rest/v3/lead-enquiry/events${roomQuery(room)}`, customer.headers);
    try {
      await stream.until(opened);
      const res = await chat.send(vendor, room, 'Posted on the first process', 'vms');
      expect(res.statusCode).toBe(200);
      await stream.until(gotMessage);
      expect(JSON.parse(stream.events()[0]!.data)).toEqual(body<ChatMessage>(res).response_body);
    } finally {
      stream.close();
    }
  });
});
