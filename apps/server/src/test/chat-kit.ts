import type { ChatMessage, ChatRoom } from '@bazaar/contracts';
import { enquiries } from '../db/schema';
import type { CheckoutCalls, CheckoutWorld } from '../modules/checkout/checkout-test-kit';
import { placed } from '../modules/checkout/checkout-test-kit';
import type { SignedIn } from './auth-helpers';
import { body, type TestApp } from './test-app';
import { signInVendorUser } from './vendor-helpers';

/** The chat tests' rooms (issue #13): enquiries written to the database, orders placed through checkout, and the calls by name. */

type Who = { headers: Record<string, string> };
export type Room = { enquiry_id: number } | { order_item_id: number };

export const roomQuery = (room: Room) =>
  'enquiry_id' in room ? `?room-type=2&enquiry-id=${room.enquiry_id}` : `?room-type=1&order-item-id=${room.order_item_id}`;

export function chatKit(app: () => TestApp, world: () => CheckoutWorld, calls: () => CheckoutCalls) {
  const inject = (method: 'GET' | 'POST', side: 'cfs' | 'vms', who: Who, room: Room, message?: string) =>
    app().inject({
      method,
      url: `/${side}/rest/v3/lead-enquiry${method === 'GET' ? roomQuery(room) : ''}`,
      headers: who.headers,
      ...(method === 'POST' ? { payload: { message, ...room } } : {}),
    });
  return {
    read: (who: Who, room: Room, side: 'cfs' | 'vms' = 'cfs') => inject('GET', side, who, room),
    send: (who: Who, room: Room, message: string, side: 'cfs' | 'vms' = 'cfs') => inject('POST', side, who, room, message),
    roomOf: async (who: Who, room: Room, side: 'cfs' | 'vms' = 'cfs') => body<ChatRoom>(await inject('GET', side, who, room)).response_body,
    sent: async (who: Who, room: Room, message: string, side: 'cfs' | 'vms' = 'cfs') => {
      const res = await inject('POST', side, who, room, message);
      if (res.statusCode !== 200) throw new Error(`message not sent: ${res.statusCode} ${res.body}`);
      return body<ChatMessage>(res).response_body;
    },

    /** An enquiry of the customer to the world's vendor (or another), status 1 unless told. */
    async enquiry(customerId: number, over: { status?: number; vendorId?: number } = {}): Promise<Room> {
      const product = await world().product({ orderFlow: 'enquiry_based', vendorId: over.vendorId ?? world().refs.vendorId });
      const [row] = await app()
        .database.db.insert(enquiries)
        .values({
          storeId: world().store.id,
          customerId,
          productId: product.id,
          vendorId: over.vendorId ?? world().refs.vendorId,
          productName: product.name,
          vendorName: 'Vendor',
          status: over.status ?? 1,
        })
        .returning();
      return { enquiry_id: row!.id };
    },

    /** Places the shopper's cart as a cash order through the real checkout; answers the order id. */
    async order(who: SignedIn & { addressId: number }) {
      const { checkout_id: id } = await calls().open(who);
      await calls().update(who, id, { delivery_address_id: who.addressId, payment_ids: [world().method('cod')] });
      return placed(await calls().place(who, id)).order_id;
    },

    vendorUser: (vendorId: number, store = { id: world().store.id, realm: world().realm }) => signInVendorUser(app(), store, vendorId),
  };
}
