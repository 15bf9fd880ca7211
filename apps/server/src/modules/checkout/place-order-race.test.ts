import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, couponRedemptions, orders, products } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { placed, useCheckoutSuite, type CheckoutCalls, type CheckoutWorld } from './checkout-test-kit';

/**
 * Limits of placing orders under parallel requests (issue #11). On PostgreSQL (npm run test:pg)
 * the requests really race; on PGlite they run one at a time and only the counts are checked.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));

const BUYERS = testDriver() === 'postgres' ? 12 : 4;

async function buyers(productId: number, n: number, couponCode?: string) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const who = await world.shopper([{ productId, quantity: 1 }]);
      const checkout = await calls.open(who);
      await calls.update(who, checkout.checkout_id, {
        delivery_address_id: who.addressId,
        payment_ids: [world.method('cod')],
        ...(couponCode ? { coupon_code: couponCode } : {}),
      });
      return { who, id: checkout.checkout_id };
    }),
  );
}

describe('under parallel orders', () => {
  it('sells the last unit once', async () => {
    const lamp = await world.product({ paymentMode: 'pay_on_delivery', stock: 1 });
    const ready = await buyers(lamp.id, BUYERS);
    const answers = await Promise.all(ready.map((b) => calls.place(b.who, b.id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(BUYERS - 1).fill(409)]);
    const [row] = await app.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, lamp.id));
    expect(row!.stock).toBe(0);
  });

  it('never uses a coupon past its limit', async () => {
    const lamp = await world.product({ paymentMode: 'pay_on_delivery', stock: 100 });
    const coupon = await world.coupon({ maxUses: 3, uses: 2 });
    const ready = await buyers(lamp.id, BUYERS, coupon.code);
    const answers = await Promise.all(ready.map((b) => calls.place(b.who, b.id)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(BUYERS - 1);
    const [row] = await app.database.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.uses).toBe(3);
    expect(await app.database.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(1);
  });

  it('makes one order of a double click: the same key sent at once', async () => {
    const lamp = await world.product({ paymentMode: 'pay_on_delivery', stock: 50 });
    const [buyer] = await buyers(lamp.id, 1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => calls.place(buyer!.who, buyer!.id, 'double-click-key-1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(6).fill(200));
    expect(new Set(answers.map((a) => placed(a).order_id)).size).toBe(1);
    expect(await app.database.db.select().from(orders).where(eq(orders.checkoutId, buyer!.id))).toHaveLength(1);
    const [row] = await app.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, lamp.id));
    expect(row!.stock).toBe(49);
  });

  it('refuses one key sent for two checkouts at once: one order, one 422', async () => {
    const lamp = await world.product({ paymentMode: 'pay_on_delivery', stock: 50 });
    const [buyer] = await buyers(lamp.id, 1);
    const other = await calls.open(buyer!.who, { source: 'buy_now', product_id: lamp.id, quantity: 1 });
    await calls.update(buyer!.who, other.checkout_id, { delivery_address_id: buyer!.who.addressId, payment_ids: [world.method('cod')] });
    const answers = await Promise.all([
      calls.place(buyer!.who, buyer!.id, 'one-key-two-checkouts'),
      calls.place(buyer!.who, other.checkout_id, 'one-key-two-checkouts'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const [row] = await app.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, lamp.id));
    expect(row!.stock).toBe(49);
  });
});
