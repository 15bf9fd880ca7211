import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema';
import { fakeClock } from '../../test/clock';
import { holdInTransaction, settled, untilWaitingOnLocks } from '../../test/lock-waits';
import { createOrder } from '../../test/order-factory';
import { body, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { redeemCoupon, releaseCoupon } from './coupons';

/** A coupon's limits at their edges (issue #11): the expiry to the millisecond, the last use, a use given back once. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));

const db = () => app.database.db;
const usesOf = async (id: number) => (await db().select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, id)))[0]!.uses;

describe('expiry', () => {
  it('applies until the millisecond before it expires, and not at its expiry, on a fake clock', async () => {
    const clock = fakeClock(new Date('2030-03-01T10:00:00.000Z'));
    try {
      const coupon = await world.coupon({ expiresAt: new Date('2030-03-01T10:10:00.000Z') });
      const lamp = await world.product();
      const who = await world.shopper([{ productId: lamp.id, quantity: 1 }]);
      const { checkout_id: id } = await calls.open(who);
      clock.advance(10 * 60);
      clock.advanceMs(-1);
      expect((await calls.put(who, id, { coupon_code: coupon.code })).statusCode).toBe(200);
      clock.advanceMs(1);
      const expired = await calls.put(who, id, { coupon_code: coupon.code });
      expect([expired.statusCode, body(expired).response_message]).toEqual([400, `Coupon ${coupon.code} has expired`]);
    } finally {
      clock.restore();
    }
  });
});

describe('the last use', () => {
  // Two connections are needed: another order holds the coupon's row while this one checks it.
  it.skipIf(testDriver() !== 'postgres')('is refused by the counting UPDATE when another order takes it after this one checked the coupon', async () => {
    const coupon = await world.coupon({ maxUses: 1 });
    const who = await world.shopper();
    const { orderId } = await createOrder(db(), { storeId: world.store.id, customerId: who.customerId, provider: 'cod' });
    const ctx = await world.contextOf(who);
    // The other order's use, not yet committed: this one still reads the coupon as unused.
    const other = await holdInTransaction(db(), (tx) => tx.update(coupons).set({ uses: 1 }).where(eq(coupons.id, coupon.id)));
    const redeeming = settled(db().transaction((tx) => redeemCoupon(tx, ctx, coupon, orderId, new Date())));
    await untilWaitingOnLocks(db(), 1);
    other.release();
    await other.done;
    expect(await redeeming).toMatchObject({ error: { statusCode: 409, message: `Coupon ${coupon.code} has been used up` } });
    expect(await usesOf(coupon.id)).toBe(1);
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toEqual([]);
  });
});

describe('giving a use back', () => {
  it('gives it back once: releasing an order that no longer holds a use of the coupon changes nothing', async () => {
    const coupon = await world.coupon({ maxUses: 10, uses: 3 });
    const who = await world.shopper();
    const { orderId } = await createOrder(db(), { storeId: world.store.id, customerId: who.customerId, provider: 'cod' });
    const ctx = await world.contextOf(who);
    await db().transaction((tx) => redeemCoupon(tx, ctx, coupon, orderId, new Date()));
    expect(await usesOf(coupon.id)).toBe(4);
    await db().transaction((tx) => releaseCoupon(tx, coupon.id, orderId));
    expect(await usesOf(coupon.id)).toBe(3);
    await db().transaction((tx) => releaseCoupon(tx, coupon.id, orderId));
    expect(await usesOf(coupon.id)).toBe(3);
  });
});
