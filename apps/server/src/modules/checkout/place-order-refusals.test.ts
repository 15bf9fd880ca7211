import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '@bazaar/contracts';
import { addresses, coupons, orders, products } from '../../db/schema';
import { body, type TestApp } from '../../test/test-app';
import { addDays, storeNow } from '../delivery/store-clock';
import { placed, useCheckoutSuite, type CheckoutCalls, type CheckoutWorld } from './checkout-test-kit';

/**
 * What place-order refuses (issue #11) when the checkout no longer holds since it was made or
 * changed: each refusal names what to do, and writes nothing.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));

const db = () => app.database.db;
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res as never).response_message];
const stockOf = async (id: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const ordersOf = (checkoutId: string) => db().select().from(orders).where(eq(orders.checkoutId, checkoutId));

/** A cash-on-delivery checkout of these lines with the shopper's address and cash chosen. */
async function readyToPlace(cart: { productId: number; quantity: number }[]) {
  const who = await world.shopper(cart);
  const { checkout_id: id } = await calls.open(who);
  await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')] });
  return { who, id };
}
const cashProduct = (over: Parameters<typeof world.product>[0] = {}) => world.product({ paymentMode: 'pay_on_delivery', ...over });

describe('a checkout that is not there to place', () => {
  it("is not found when it is another customer's", async () => {
    const { id } = await readyToPlace([{ productId: (await cashProduct()).id, quantity: 1 }]);
    const stranger = await world.shopper();
    expect(refusal(await calls.place(stranger, id))).toEqual([404, 'This checkout was not found; start again from your cart']);
  });

  it('is refused when one of its products was taken down since, holding nothing of the others', async () => {
    const [kept, gone] = [await cashProduct({ stock: 6 }), await cashProduct()];
    const { who, id } = await readyToPlace([
      { productId: kept.id, quantity: 2 },
      { productId: gone.id, quantity: 1 },
    ]);
    await db().update(products).set({ isActive: false }).where(eq(products.id, gone.id));
    expect(refusal(await calls.place(who, id))).toEqual([409, 'A product in this checkout is no longer sold; start again from your cart']);
    expect(await stockOf(kept.id)).toBe(6);
    expect(await ordersOf(id)).toEqual([]);
  });

  it('is refused when its only product was deleted, leaving it empty', async () => {
    const gone = await cashProduct();
    const who = await world.shopper();
    const { checkout_id: id } = await calls.open(who, { source: 'buy_now', product_id: gone.id, quantity: 1 });
    await db().delete(products).where(eq(products.id, gone.id));
    expect(refusal(await calls.place(who, id))).toEqual([409, 'A product in this checkout is no longer sold; start again from your cart']);
    expect(await ordersOf(id)).toEqual([]);
  });
});

describe('choices that stopped holding', () => {
  it('refuses a coupon that stopped applying after it was chosen, naming it, and counts no use', async () => {
    const coupon = await world.coupon({ maxUses: 5 });
    const { who, id } = await readyToPlace([{ productId: (await cashProduct()).id, quantity: 1 }]);
    await calls.update(who, id, { coupon_code: coupon.code });
    await db().update(coupons).set({ isActive: false }).where(eq(coupons.id, coupon.id));
    expect(refusal(await calls.place(who, id))).toEqual([409, `Coupon ${coupon.code} no longer applies to this order; remove it to go on`]);
    expect((await db().select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon.id)))[0]!.uses).toBe(0);
  });

  it('refuses a delivery address deleted after it was chosen', async () => {
    const lamp = await cashProduct({ stock: 4 });
    const { who, id } = await readyToPlace([{ productId: lamp.id, quantity: 1 }]);
    await db().delete(addresses).where(eq(addresses.id, who.addressId));
    expect(refusal(await calls.place(who, id))).toEqual([409, 'The delivery address was removed; choose another']);
    expect(await stockOf(lamp.id)).toBe(4);
  });

  it("holds the product's order limit as it is now: one above a lowered limit is refused, exactly the limit is placed", async () => {
    const rice = await cashProduct({ name: 'Sona masoori rice', maxPerOrder: 5, stock: 10 });
    const { who, id } = await readyToPlace([{ productId: rice.id, quantity: 3 }]);
    await db().update(products).set({ maxPerOrder: 2 }).where(eq(products.id, rice.id));
    expect(refusal(await calls.place(who, id))).toEqual([400, 'You can order at most 2 of Sona masoori rice at a time']);
    await db().update(products).set({ maxPerOrder: 3 }).where(eq(products.id, rice.id));
    const res = await calls.place(who, id);
    expect(res.statusCode).toBe(200);
    expect(await stockOf(rice.id)).toBe(7);
  });
});

describe('what is still to choose', () => {
  it('names a time slot not yet chosen for a service that needs one', async () => {
    const cleaning = await world.service(3, { paymentMode: 'pay_on_delivery' });
    const who = await world.shopper();
    const { checkout_id: id } = await calls.open(who, { source: 'buy_now', product_id: cleaning.id, quantity: 1 });
    await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')] });
    expect(refusal(await calls.place(who, id))).toEqual([400, 'Choose a time slot for every service that needs one, then place the order']);
    // Chosen, it is placed.
    const day = addDays(storeNow('Asia/Kolkata').date, 1);
    const [item] = body<Checkout>(await calls.get(who, id)).response_body.checkoutItems;
    await calls.update(who, id, { slots: [{ checkout_item_id: item!.checkout_item_id, slot: cleaning.slotOn(day) }] });
    expect((await calls.place(who, id)).statusCode).toBe(200);
  });
});

describe('the Idempotency-Key', () => {
  it('used for another checkout is refused, saying to send a new key', async () => {
    const first = await readyToPlace([{ productId: (await cashProduct()).id, quantity: 1 }]);
    expect(placed(await calls.place(first.who, first.id, 'key-reused-0001')).payment_status).toBe('Placed');
    const second = await calls.open(first.who, { source: 'buy_now', product_id: (await cashProduct()).id, quantity: 1 });
    expect(refusal(await calls.place(first.who, second.checkout_id, 'key-reused-0001'))).toEqual([
      422,
      'This Idempotency-Key was already used for another checkout; send a new key for a new order',
    ]);
  });
});
