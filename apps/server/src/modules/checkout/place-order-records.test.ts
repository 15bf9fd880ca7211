import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addresses, cartItems, orderGroups, orderItems, orders } from '../../db/schema';
import { createVendor } from '../../test/catalogue-factory';
import type { TestApp } from '../../test/test-app';
import { addDays, storeNow } from '../delivery/store-clock';
import { placed, useCheckoutSuite, type CheckoutCalls, type CheckoutWorld } from './checkout-test-kit';

/**
 * What a placed order keeps (issue #11): the addresses, each vendor's part, and each item as it
 * was bought (image, policies, slot), whatever the catalogue or the address book say later; and
 * the cart loses only what was bought from it.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));

const db = () => app.database.db;
const cash = (over: Parameters<typeof world.product>[0] = {}) => world.product({ paymentMode: 'pay_on_delivery', ...over });
const orderRow = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const itemsOf = (id: number) => db().select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id));

/** Places a cash-on-delivery order of the shopper's cart; `choose` adds to the checkout's choices. */
async function placeCart(who: Awaited<ReturnType<typeof world.shopper>>, choose: Record<string, unknown> = {}) {
  const { checkout_id: id } = await calls.open(who);
  await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')], ...choose });
  return placed(await calls.place(who, id)).order_id;
}

describe('addresses', () => {
  it('keeps the delivery address, and bills to it when no billing address is chosen', async () => {
    const who = await world.shopper([{ productId: (await cash()).id, quantity: 1 }]);
    const order = await orderRow(await placeCart(who));
    expect(order.deliveryAddress).toMatchObject({ name: 'Priya Sharma', line1: '221, 12th Main, HSR Layout', pincode: '560102' });
    // Empty fields are left out, not kept as the text "null".
    expect(order.deliveryAddress).not.toHaveProperty('line2');
    expect(Object.values(order.deliveryAddress ?? {})).not.toContain('null');
    expect(order.billingAddress).toEqual(order.deliveryAddress);
  });

  it('keeps a chosen billing address apart from the delivery address', async () => {
    const who = await world.shopper([{ productId: (await cash()).id, quantity: 1 }]);
    const [billing] = await db()
      .insert(addresses)
      .values({
        storeId: world.store.id,
        customerId: who.customerId,
        addressType: 'billing',
        name: 'Sharma Traders',
        phone: '+919000000002',
        line1: '14, MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      })
      .returning({ id: addresses.id });
    const order = await orderRow(await placeCart(who, { billing_address_id: billing!.id }));
    expect(order.billingAddress).toMatchObject({ name: 'Sharma Traders', line1: '14, MG Road', pincode: '411001' });
    expect(order.deliveryAddress).toMatchObject({ line1: '221, 12th Main, HSR Layout' });
  });
});

describe('each vendor’s part', () => {
  it("is one group per vendor with the sub-total of that vendor's lines only", async () => {
    const [dal, ghee, rice] = [
      await cash({ sellingPriceMinor: 15_000 }),
      await cash({ sellingPriceMinor: 40_000 }),
      await cash({ vendorId: world.otherVendor.id, sellingPriceMinor: 52_000 }),
    ];
    const who = await world.shopper([
      { productId: dal.id, quantity: 3 },
      { productId: ghee.id, quantity: 1 },
      { productId: rice.id, quantity: 2 },
    ]);
    const orderId = await placeCart(who);
    const groups = await db().select().from(orderGroups).where(eq(orderGroups.orderId, orderId)).orderBy(asc(orderGroups.vendorId));
    expect(groups.map((g) => [g.vendorId, g.subTotalMinor])).toEqual([
      [world.vendor.id, 85_000],
      [world.otherVendor.id, 104_000],
    ]);
  });
});

describe('each item as it was bought', () => {
  const policies = (days: number) => ({
    return_allowed: true,
    return_days: days,
    replacement_allowed: false,
    replacement_days: 0,
    cancellation_allowed: true,
    cancellation_charge: 0,
    refund_cancellation_allowed: false,
    refund_cancellation_days: 0,
  });

  it("keeps its first image or none, and its product's policies, else its vendor's, else none", async () => {
    const strict = await createVendor(db(), world.store.id, { deliversEverywhere: true, policies: policies(3) });
    const own = await cash({ vendorId: strict.id, images: ['products/lamp-front.jpg', 'products/lamp-side.jpg'], policies: policies(10) });
    const vendors = await cash({ vendorId: strict.id, images: [] });
    const none = await cash();
    const who = await world.shopper([own, vendors, none].map((p) => ({ productId: p.id, quantity: 1 })));
    const items = await itemsOf(await placeCart(who));
    expect(items.map((i) => [i.productId, i.productImage, i.policies])).toEqual([
      [own.id, 'products/lamp-front.jpg', policies(10)],
      [vendors.id, '', policies(3)],
      [none.id, '', null],
    ]);
  });

  it('keeps the booked slot’s day and times', async () => {
    const cleaning = await world.service(2, { paymentMode: 'pay_on_delivery' });
    const day = addDays(storeNow('Asia/Kolkata').date, 3);
    const who = await world.shopper();
    const { checkout_id: id } = await calls.open(who, { source: 'buy_now', product_id: cleaning.id, quantity: 1, slot: cleaning.slotOn(day) });
    await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')] });
    const [item] = await itemsOf(placed(await calls.place(who, id)).order_id);
    expect(item).toMatchObject({ slotId: cleaning.slotOn(day), slot: { slot_id: cleaning.slotOn(day), date: day, start_time: '09:00', end_time: '10:00' } });
  });
});

describe('the cart', () => {
  it('keeps everything when the order was bought now, even the product bought; loses what an order from the cart bought', async () => {
    const lamp = await cash();
    const who = await world.shopper([{ productId: lamp.id, quantity: 2 }]);
    const { checkout_id: id } = await calls.open(who, { source: 'buy_now', product_id: lamp.id, quantity: 1 });
    await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')] });
    expect((await calls.place(who, id)).statusCode).toBe(200);
    const cart = () =>
      db().select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.customerId, who.customerId));
    expect(await cart()).toEqual([{ productId: lamp.id, quantity: 2 }]);
    await placeCart(who);
    expect(await cart()).toEqual([]);
  });
});
