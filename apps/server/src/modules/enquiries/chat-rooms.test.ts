import { describe, expect, it } from 'vitest';
import { CHAT_ROOMS_MAX } from '@bazaar/contracts';
import { chatMessages, chatRooms, enquiries } from '../../db/schema';
import { createCatalogue } from '../../test/catalogue-factory';
import { chatKit, type Room } from '../../test/chat-kit';
import { ordersKit } from '../../test/orders-kit';
import type { TestApp } from '../../test/test-app';
import { vendorEnquiryCalls } from '../../test/vendor-enquiry-kit';
import { signInVendorUser } from '../../test/vendor-helpers';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';

/** Issue #13: GET /cfs/rest/v3/lead-enquiry/rooms and /vms/rest/v3/lead-enquiry/rooms, each party's rooms with unread counts. */

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
const { rooms } = vendorEnquiryCalls(() => app);

describe('GET …/lead-enquiry/rooms', () => {
  it("lists the caller's rooms that hold a message, latest activity first, with the other side's unread and their total", async () => {
    const product = await world.product({ orderFlow: 'request_based', paymentMode: 'pay_on_delivery' });
    const bought = await buy({ product });
    const me = bought.who;
    const vendor = await chat.vendorUser(world.refs.vendorId);
    const itemRoom: Room = { order_item_id: bought.itemId };
    const enquiryRoom = await chat.enquiry(me.customerId);
    const quietRoom = await chat.enquiry(me.customerId);
    const elsewhere = await chat.enquiry(me.customerId, { vendorId: world.otherVendor.id });

    await chat.sent(me, enquiryRoom, 'Is the sherwani available in maroon?');
    await chat.sent(me, itemRoom, 'Please write "Happy 30th" on the cake.');
    await chat.sent(vendor, enquiryRoom, 'Yes, in maroon and in ivory.', 'vms');
    await chat.sent(vendor, enquiryRoom, 'Shall I send swatches?', 'vms');
    await chat.sent(me, elsewhere, 'Do you deliver to Pune?');

    const mine = await rooms(me, 'cfs');
    expect(mine.rooms).toEqual([
      {
        room_type: 2,
        enquiry_id: (elsewhere as { enquiry_id: number }).enquiry_id,
        order_item_id: null,
        product_name: expect.any(String),
        last_message: 'Do you deliver to Pune?',
        last_sent_at: expect.any(String),
        unread: 0,
      },
      expect.objectContaining({
        room_type: 2,
        enquiry_id: (enquiryRoom as { enquiry_id: number }).enquiry_id,
        last_message: 'Shall I send swatches?',
        unread: 2,
      }),
      expect.objectContaining({
        room_type: 1,
        enquiry_id: null,
        order_item_id: bought.itemId,
        product_name: bought.product.name,
        last_message: 'Please write "Happy 30th" on the cake.',
        unread: 0,
      }),
    ]);
    expect(mine.total_unread).toBe(2);
    expect(mine.rooms.some((r) => r.enquiry_id === (quietRoom as { enquiry_id: number }).enquiry_id)).toBe(false);
    const times = mine.rooms.map((r) => Date.parse(r.last_sent_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The vendor's side: its own two rooms, the customer's item message unread; reading it clears it.
    const theirs = await rooms(vendor, 'vms');
    expect(theirs.rooms.map((r) => [r.room_type, r.enquiry_id ?? r.order_item_id, r.unread])).toEqual([
      [2, (enquiryRoom as { enquiry_id: number }).enquiry_id, 0],
      [1, bought.itemId, 1],
    ]);
    expect(theirs.total_unread).toBe(1);
    await chat.read(vendor, itemRoom, 'vms');
    expect((await rooms(vendor, 'vms')).total_unread).toBe(0);
    await chat.read(me, enquiryRoom);
    expect(await rooms(me, 'cfs')).toMatchObject({ total_unread: 0 });
  });

  it('shows nobody else any of them: another customer, another vendor, another store', async () => {
    const me = await world.shopper();
    const room = await chat.enquiry(me.customerId);
    await chat.sent(me, room, 'Hello there');
    const neighbour = await world.shopper();
    const rival = await chat.vendorUser(world.otherVendor.id);
    const other = await createCatalogue(app.database.db);
    const stranger = await signInVendorUser(app, { id: other.store.id, realm: other.realm }, other.vendor.id);
    expect(await rooms(neighbour, 'cfs')).toEqual({ rooms: [], total_unread: 0 });
    // The other vendor of this store has rooms of its own (the test above), but not this one.
    expect((await rooms(rival, 'vms')).rooms.map((r) => r.enquiry_id)).not.toContain((room as { enquiry_id: number }).enquiry_id);
    expect(await rooms(stranger, 'vms')).toEqual({ rooms: [], total_unread: 0 });
  });

  it('lists at most 50 rooms, the newest, and counts the unread of all of them', async () => {
    const me = await world.shopper();
    const product = await world.product({ orderFlow: 'enquiry_based' });
    const db = app.database.db;
    const made = await db
      .insert(enquiries)
      .values(
        Array.from({ length: CHAT_ROOMS_MAX + 1 }, () => ({
          storeId: world.store.id,
          customerId: me.customerId,
          productId: product.id,
          vendorId: world.refs.vendorId,
          productName: product.name,
          vendorName: 'Vendor',
        })),
      )
      .returning({ id: enquiries.id });
    const roomRows = await db
      .insert(chatRooms)
      .values(made.map((e) => ({ storeId: world.store.id, enquiryId: e.id, customerId: me.customerId, vendorId: world.refs.vendorId })))
      .returning({ id: chatRooms.id, enquiryId: chatRooms.enquiryId });
    const base = Date.now() - 10_000_000;
    await db
      .insert(chatMessages)
      .values(roomRows.map((r, i) => ({ roomId: r.id, fromCustomer: false, body: `Reply ${i}`, createdAt: new Date(base + i * 1000) })));
    const listed = await rooms(me, 'cfs');
    expect(listed.rooms).toHaveLength(CHAT_ROOMS_MAX);
    expect(listed.total_unread).toBe(CHAT_ROOMS_MAX + 1);
    expect(listed.rooms[0]!.last_message).toBe(`Reply ${CHAT_ROOMS_MAX}`);
    expect(listed.rooms.some((r) => r.enquiry_id === roomRows[0]!.enquiryId)).toBe(false);
  });

  it('takes each side only with its own token: 401 otherwise', async () => {
    const me = await world.shopper();
    const vendor = await chat.vendorUser(world.refs.vendorId);
    for (const [who, side] of [
      [me, 'vms'],
      [vendor, 'cfs'],
    ] as const)
      expect((await app.inject({ method: 'GET', url: `/${side}/rest/v3/lead-enquiry/rooms`, headers: who.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/cfs/rest/v3/lead-enquiry/rooms' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/cfs/rest/v3/lead-enquiry/rooms?language-code=xx', headers: me.headers })).statusCode).toBe(400);
  });
});
