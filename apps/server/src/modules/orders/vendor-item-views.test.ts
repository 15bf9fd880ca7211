import { and, count, eq } from 'drizzle-orm';
import type { VendorOrderItem } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, products, slotBookings } from '../../db/schema';
import type { SignedIn } from '../../test/auth-helpers';
import { ordersKit, POLICIES } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { signInVendorUser } from '../../test/vendor-helpers';
import { type CheckoutCalls, type CheckoutWorld, placed, useCheckoutSuite } from '../checkout/checkout-test-kit';

/**
 * Issue #12: what the vendor console shows of each item (its own request, refund, slot and
 * address; the count and the pages), and what a rejection gives back (a slot place; no stock for
 * a request, which held none).
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const db = () => app.database.db;
const { buy, delivered } = ordersKit(
  () => app,
  () => world,
  () => calls,
);

const vendorOf = () => signInVendorUser(app, { id: world.store.id, realm: world.realm }, world.vendor.id);
type Vendor = Awaited<ReturnType<typeof vendorOf>>;
type Page = { order_items: VendorOrderItem[]; total: number };
const list = async (v: Vendor, query: string) => {
  const res = await app.inject({ method: 'GET', url: `/vms/rest/v3/order-items${query}`, headers: v.headers });
  expect(res.statusCode, res.body).toBe(200);
  return body<Page>(res).response_body;
};
const moved = async (v: Vendor, itemId: number, to: string, note = '') => {
  const res = await app.inject({ method: 'POST', url: `/vms/rest/v3/order-items/${itemId}/transition`, headers: v.headers, payload: { to, note } });
  expect(res.statusCode, res.body).toBe(200);
  return body<VendorOrderItem>(res).response_body;
};
const ask = async (who: SignedIn, itemId: number, kind: 'return' | 'replacement', reason: string) => {
  const res = await app.inject({ method: 'POST', url: `/cfs/rest/v3/order-items/${itemId}/return`, headers: who.headers, payload: { kind, reason } });
  expect(res.statusCode, res.body).toBe(200);
};

/** A new shopper's cash order of one place in a service on `day` (bookable 09:00–10:00, two places). */
async function bookService(day: string) {
  const cleaning = await world.service(2, { paymentMode: 'pay_on_delivery', policies: POLICIES });
  const who = await world.shopper();
  const slotId = cleaning.slotOn(day);
  const checkout = await calls.open(who, { source: 'buy_now', product_id: cleaning.id, quantity: 1, slot: slotId });
  await calls.update(who, checkout.checkout_id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')] });
  const orderId = placed(await calls.place(who, checkout.checkout_id)).order_id;
  const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [scheduleId] = slotId.split('@');
  const booked = async () =>
    (
      await db()
        .select({ b: slotBookings.booked })
        .from(slotBookings)
        .where(and(eq(slotBookings.scheduleId, Number(scheduleId)), eq(slotBookings.day, day)))
    )[0]?.b;
  return { orderId, itemId: item!.id, slotId, booked };
}
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe("the vendor's list", () => {
  it('shows each item with its own request and refund, counts every item, and pages by the limit', async () => {
    const vendor = await vendorOf();
    const plain = await buy();
    const returned = await buy();
    const replaced = await buy();
    await delivered(returned.itemId);
    await delivered(replaced.itemId);
    await ask(returned.who, returned.itemId, 'return', 'It arrived scratched');
    await ask(replaced.who, replaced.itemId, 'replacement', 'The lid does not close');
    await moved(vendor, returned.itemId, 'Refund');

    const page = await list(vendor, '?page-limit=50');
    const shown = (itemId: number) => page.order_items.find((i) => i.order_item_id === itemId)!;
    expect(shown(returned.itemId)).toMatchObject({
      return_request: { kind: 'return', reason: 'It arrived scratched', status: 'approved' },
      refund: { order_item_id: returned.itemId, amount: 900, status: 'owed' },
    });
    expect(shown(replaced.itemId)).toMatchObject({ return_request: { kind: 'replacement', reason: 'The lid does not close', status: 'open' }, refund: null });
    expect(shown(plain.itemId)).toMatchObject({ return_request: null, refund: null });

    const [mine] = await db()
      .select({ n: count() })
      .from(orderItems)
      .where(and(eq(orderItems.storeId, world.store.id), eq(orderItems.vendorId, world.vendor.id)));
    expect(page.total).toBe(mine!.n);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const all = page.order_items.map((i) => i.order_item_id);
    const second = await list(vendor, '?page-limit=2&page-number=2');
    expect([second.order_items.map((i) => i.order_item_id), second.total]).toEqual([all.slice(2, 4), mine!.n]);
  });

  it('shows the booked slot, and an address without a pincode by its city alone', async () => {
    const vendor = await vendorOf();
    const day = inDays(3);
    const { orderId, itemId, slotId } = await bookService(day);
    const [order] = await db().select({ a: orders.deliveryAddress }).from(orders).where(eq(orders.id, orderId));
    await db()
      .update(orders)
      .set({ deliveryAddress: { ...order!.a, city: 'Dubai', pincode: '' } })
      .where(eq(orders.id, orderId));
    const shown = (await list(vendor, '?page-limit=50')).order_items.find((i) => i.order_item_id === itemId);
    expect(shown).toMatchObject({ deliver_to: 'Dubai', slot: { slot_id: slotId, date: day, start_time: expect.stringMatching(/^09:00/) } });
  });
});

describe('a rejection gives back what the item held', () => {
  it('its place in a slot', async () => {
    const vendor = await vendorOf();
    const day = inDays(4);
    const { itemId, booked } = await bookService(day);
    expect(await booked()).toBe(1);
    expect(await moved(vendor, itemId, 'Rejected', 'Our cleaner is ill that day')).toMatchObject({ status: 'Rejected', refund: null });
    expect(await booked()).toBe(0);
  });

  it('no stock for a request, which held none', async () => {
    const vendor = await vendorOf();
    const quote = await world.product({ orderFlow: 'request_based', stock: 3 });
    const who = await world.shopper([{ productId: quote.id, quantity: 2 }]);
    const { checkout_id: id } = await calls.open(who);
    const { order_id: orderId } = placed(await calls.place(who, id));
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(item).toMatchObject({ itemType: 'request_item', quantity: 2 });
    const stock = async () => (await db().select({ s: products.stock }).from(products).where(eq(products.id, quote.id)))[0]!.s;
    expect(await stock()).toBe(3);
    await moved(vendor, item!.id, 'Rejected', 'We cannot make this one');
    expect(await stock()).toBe(3);
  });
});
