import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX } from '@bazaar/contracts';
import { chatMessages, stores } from '../../db/schema';
import { signInAsNew } from '../../test/auth-helpers';
import { createCatalogue } from '../../test/catalogue-factory';
import { chatKit, type Room } from '../../test/chat-kit';
import { ordersKit } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { signInVendorUser } from '../../test/vendor-helpers';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { EMAIL_HIDDEN, PHONE_HIDDEN } from './chat-masking';
import { CHAT_CLOSED, NO_SUCH_ROOM } from './chat-room.queries';
import { CHAT_LIMIT } from './chat.service';

/** Issue #13: GET and POST lead-enquiry on /cfs and /vms, spec §5 and §7, on a real database. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const chat = chatKit(
  () => app,
  () => world,
  () => calls,
);
const { buy } = ordersKit(
  () => app,
  () => world,
  () => calls,
);
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).response_message];

/** A customer's open enquiry to the world's vendor, and that vendor's signed-in user. */
async function enquiryRoom(status = 1) {
  const customer = await world.shopper();
  const room = await chat.enquiry(customer.customerId, { status });
  const vendor = await chat.vendorUser(world.refs.vendorId);
  return { customer, vendor, room };
}

/** A request-based item bought by a new shopper, and its vendor's user. */
async function requestItemRoom() {
  const product = await world.product({ orderFlow: 'request_based', paymentMode: 'pay_on_delivery' });
  const bought = await buy({ product });
  return { customer: bought.who, vendor: await chat.vendorUser(world.refs.vendorId), room: { order_item_id: bought.itemId } as Room };
}

describe('lead-enquiry: a conversation', () => {
  it('keeps both sides of an enquiry chat, oldest first, sender true for the customer, with unread counts that reading clears', async () => {
    const { customer, vendor, room } = await enquiryRoom();
    expect(await chat.roomOf(customer, room)).toEqual({ messages: [], unread: 0 });
    await chat.sent(customer, room, '  Can the sherwani be ready by 5 December?  ');
    await chat.sent(vendor, room, 'Yes, with gold thread work.', 'vms');
    await chat.sent(vendor, room, 'Shall I send fabric swatches?', 'vms');

    const seen = await chat.roomOf(customer, room);
    expect(seen.unread).toBe(2);
    expect(seen.messages.map((m) => [m.message, m.sender])).toEqual([
      ['Can the sherwani be ready by 5 December?', true],
      ['Yes, with gold thread work.', false],
      ['Shall I send fabric swatches?', false],
    ]);
    expect(Date.parse(seen.messages[0]!.sent_at)).not.toBeNaN();
    expect((await chat.roomOf(customer, room)).unread).toBe(0);
    // The vendor read the customer's message before replying: nothing unread on its side.
    const vendorSide = await chat.roomOf(vendor, room, 'vms');
    expect(vendorSide.unread).toBe(0);
    expect(vendorSide.messages.map((m) => m.sender)).toEqual([true, false, false]);
  });

  it("chats about the customer's own request-based order item (room-type 1), unmasked: an order exists", async () => {
    const { customer, vendor, room } = await requestItemRoom();
    await chat.sent(customer, room, 'Please write "Happy 30th" — call 98765 43210 when ready');
    const seen = await chat.roomOf(vendor, room, 'vms');
    expect(seen.unread).toBe(1);
    await chat.sent(vendor, room, 'Noted', 'vms');
    const answered = await chat.roomOf(customer, room);
    expect(answered.unread).toBe(1);
    expect(answered.messages.map((m) => [m.message, m.sender])).toEqual([
      ['Please write "Happy 30th" — call 98765 43210 when ready', true],
      ['Noted', false],
    ]);
  });

  it('has no room for a standard order item', async () => {
    const bought = await buy();
    expect(refusal(await chat.read(bought.who, { order_item_id: bought.itemId }))).toEqual([404, NO_SUCH_ROOM]);
    expect(refusal(await chat.send(bought.who, { order_item_id: bought.itemId }, 'hello'))).toEqual([404, NO_SUCH_ROOM]);
  });

  it('stores and returns text as text: markup comes back as the same characters, as JSON', async () => {
    const { customer, room } = await enquiryRoom();
    const markup = '<script>alert("hi")</script><b>bold</b> &amp;';
    await chat.sent(customer, room, markup);
    const res = await chat.read(customer, room);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body<{ messages: { message: string }[] }>(res).response_body.messages[0]!.message).toBe(markup);
    const [row] = await app.database.db.select().from(chatMessages).where(eq(chatMessages.body, markup));
    expect(row?.body).toBe(markup);
  });
});

describe('lead-enquiry: what a message may be (spec §5)', () => {
  it(`takes a message of ${CHAT_MESSAGE_MAX} characters and refuses one of ${CHAT_MESSAGE_MAX + 1}`, async () => {
    const { customer, room } = await enquiryRoom();
    expect((await chat.send(customer, room, 'a'.repeat(CHAT_MESSAGE_MAX))).statusCode).toBe(200);
    expect(refusal(await chat.send(customer, room, 'a'.repeat(CHAT_MESSAGE_MAX + 1)))).toEqual([400, 'message must be at most 255 characters']);
    // Counted after trimming: 255 characters with spaces around them are taken.
    expect((await chat.send(customer, room, `  ${'b'.repeat(CHAT_MESSAGE_MAX)}\n`)).statusCode).toBe(200);
  });

  it('refuses an empty or whitespace-only message', async () => {
    const { customer, vendor, room } = await enquiryRoom();
    for (const blank of ['', '   ', '\n\t ']) {
      expect(refusal(await chat.send(customer, room, blank))).toEqual([400, 'message must not be empty']);
      expect((await chat.send(vendor, room, blank, 'vms')).statusCode).toBe(400);
    }
    expect((await chat.roomOf(customer, room)).messages).toEqual([]);
  });

  it('takes exactly one of enquiry_id and order_item_id', async () => {
    const { customer } = await enquiryRoom();
    const post = (payload: object) => app.inject({ method: 'POST', url: '/cfs/rest/v3/lead-enquiry', headers: customer.headers, payload });
    expect(refusal(await post({ message: 'hi' }))).toEqual([400, 'give exactly one of enquiry_id and order_item_id']);
    expect((await post({ message: 'hi', enquiry_id: 1, order_item_id: 1 })).statusCode).toBe(400);
    const read = await app.inject({ method: 'GET', url: '/cfs/rest/v3/lead-enquiry?room-type=2&order-item-id=1', headers: customer.headers });
    expect(read.statusCode).toBe(400);
  });

  it.each([
    [3, 'Closed'],
    [4, 'Rejected'],
  ])('refuses messages on a %s (%s) enquiry with 409 from either side, and still shows its history', async (status) => {
    const { customer, vendor, room } = await enquiryRoom(status);
    expect(refusal(await chat.send(customer, room, 'hello?'))).toEqual([409, CHAT_CLOSED]);
    expect(refusal(await chat.send(vendor, room, 'hello', 'vms'))).toEqual([409, CHAT_CLOSED]);
    expect((await chat.read(customer, room)).statusCode).toBe(200);
  });

  it(`limits a sender to ${CHAT_LIMIT.limit} messages a minute with 429 and Retry-After`, async () => {
    const { customer, vendor, room } = await enquiryRoom();
    for (let i = 0; i < CHAT_LIMIT.limit; i++) await chat.sent(customer, room, `message ${i}`);
    const refused = await chat.send(customer, room, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the sender's: the vendor still answers.
    expect((await chat.send(vendor, room, 'Slow down, I am here', 'vms')).statusCode).toBe(200);
  });
});

describe('lead-enquiry: the rate limit under load', () => {
  it(`takes exactly ${CHAT_LIMIT.limit} of 25 messages sent at once, and stores only those (parallel on PostgreSQL)`, async () => {
    const { customer, room } = await enquiryRoom();
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => chat.send(customer, room, `burst ${i}`)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(CHAT_LIMIT.limit);
    expect(codes.filter((c) => c === 429)).toHaveLength(25 - CHAT_LIMIT.limit);
    const stored = body<{ messages: unknown[] }>(await chat.read(customer, room)).response_body.messages;
    expect(stored).toHaveLength(CHAT_LIMIT.limit);
  });
});

describe('lead-enquiry: only the two parties (404 for anyone else)', () => {
  it('refuses another customer, another vendor and another store on every call of both sides', async () => {
    const enquiry = await enquiryRoom();
    const item = await requestItemRoom();
    const stranger = await world.shopper();
    const rival = await chat.vendorUser(world.otherVendor.id);
    const elsewhere = await createCatalogue(app.database.db);
    const foreignShopper = await signInAsNew(app, { storeRealm: elsewhere.realm });
    const foreignVendor = await signInVendorUser(app, { id: elsewhere.store.id, realm: elsewhere.realm }, elsewhere.refs.vendorId);
    for (const room of [enquiry.room, item.room]) {
      for (const who of [stranger, foreignShopper]) {
        expect(refusal(await chat.read(who, room))).toEqual([404, NO_SUCH_ROOM]);
        expect(refusal(await chat.send(who, room, 'hello'))).toEqual([404, NO_SUCH_ROOM]);
      }
      for (const who of [rival, foreignVendor]) {
        expect(refusal(await chat.read(who, room, 'vms'))).toEqual([404, NO_SUCH_ROOM]);
        expect(refusal(await chat.send(who, room, 'hello', 'vms'))).toEqual([404, NO_SUCH_ROOM]);
      }
      // A customer's token does not open the vendor side, nor a vendor's the customer side.
      expect((await chat.read(enquiry.customer, room, 'vms')).statusCode).toBe(401);
      expect((await chat.read(enquiry.vendor, room)).statusCode).toBe(401);
    }
    expect((await chat.roomOf(enquiry.customer, enquiry.room)).messages).toEqual([]);
  });
});

describe('lead-enquiry: contact details until an order exists', () => {
  const contact = 'Call me on +91 98765-43210 or write to priya.s@example.in, any day after 2026-12-05';

  it('masks phone numbers and e-mail addresses both ways until the customer orders from the vendor, then not', async () => {
    const product = await world.product({ paymentMode: 'pay_on_delivery' });
    const customer = await world.shopper([{ productId: product.id, quantity: 1 }]);
    const room = await chat.enquiry(customer.customerId);
    const vendor = await chat.vendorUser(world.refs.vendorId);
    const masked = `Call me on ${PHONE_HIDDEN} or write to ${EMAIL_HIDDEN}, any day after 2026-12-05`;
    expect((await chat.sent(customer, room, contact)).message).toBe(masked);
    expect((await chat.sent(vendor, room, 'Reach us at (080) 2345 6789', 'vms')).message).toBe(`Reach us at ${PHONE_HIDDEN}`);

    await chat.order(customer);
    expect((await chat.sent(customer, room, contact)).message).toBe(contact);
    // What was sent before the order stays as it was stored.
    expect((await chat.roomOf(vendor, room, 'vms')).messages.map((m) => m.message)).toEqual([masked, `Reach us at ${PHONE_HIDDEN}`, contact]);
  });

  it('does not mask in a store that turned the setting off', async () => {
    const { customer, room } = await enquiryRoom();
    await app.database.db.update(stores).set({ chatMasksContacts: false }).where(eq(stores.id, world.store.id));
    try {
      await expect.poll(async () => (await chat.sent(customer, room, contact)).message).toBe(contact);
    } finally {
      await app.database.db.update(stores).set({ chatMasksContacts: true }).where(eq(stores.id, world.store.id));
    }
  });
});
