import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, coupons, orders, payments, products, slotBookings } from '../../db/schema';
import { findStoreByRealm } from '../../plugins/store-context';
import type { TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { placeOrder } from '../checkout/place-order';
import { settlePayment, type ProviderReport } from './settle-payment';

/** The one completion path of a payment (issue #11): verified, once, forward only. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));

const db = () => app.database.db;

/** An order of `quantity` of a fresh product paid through Stripe, its gateway payment still Created. */
async function pendingOrder(options: { quantity?: number; cash?: boolean; couponUses?: boolean } = {}) {
  const lamp = await world.product({ sellingPriceMinor: 25_000, stock: 10 });
  const cart = [{ productId: lamp.id, quantity: options.quantity ?? 2 }];
  if (options.cash) cart.push({ productId: (await world.product({ paymentMode: 'pay_on_delivery', sellingPriceMinor: 5_000 })).id, quantity: 1 });
  const who = await world.shopper(cart);
  const checkout = await calls.open(who);
  const coupon = options.couponUses ? await world.coupon({ kind: 'fixed', value: 1_000, maxUses: 5 }) : null;
  await calls.update(who, checkout.checkout_id, {
    delivery_address_id: who.addressId,
    payment_ids: options.cash ? [world.method('stripe'), world.method('cod')] : [world.method('stripe')],
    ...(coupon ? { coupon_code: coupon.code } : {}),
  });
  const store = (await findStoreByRealm(db(), world.realm))!;
  const ctx = { db: db(), store, language: undefined, customerId: who.customerId, sessionId: who.sessionId };
  const placed = await placeOrder(ctx, checkout.checkout_id, `settle-${checkout.checkout_id}`, new Date(), async () => ({
    type: 'redirect',
    url: 'https://pay.example/x',
  }));
  const rows = await db().select().from(payments).where(eq(payments.orderId, placed.order_id));
  return { lamp, orderId: placed.order_id, payment: rows.find((p) => p.provider === 'stripe')!, coupon };
}

const report = (p: { reference: string; amountMinor: number; currency: string }, over: Partial<ProviderReport> = {}): ProviderReport => ({
  reference: p.reference,
  providerRef: 'cs_test_1',
  state: 'paid',
  amountMinor: p.amountMinor,
  currency: p.currency,
  ...over,
});
const statusOf = async (orderId: number) => (await db().select({ s: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)))[0]!.s;
const stockOf = async (id: number) => (await db().select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

describe('a paid report', () => {
  it('completes the payment and the order once; the same report again changes nothing', async () => {
    const { orderId, payment } = await pendingOrder();
    expect(payment).toMatchObject({ provider: 'stripe', status: 'Created', amountMinor: 50_000 });
    expect(await settlePayment(db(), 'stripe', report(payment))).toEqual({ orderId, paymentStatus: 'Completed', changed: true });
    expect(await settlePayment(db(), 'stripe', report(payment))).toEqual({ orderId, paymentStatus: 'Completed', changed: false });
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'Completed', providerRef: 'cs_test_1' });
    expect(row!.completedAt).not.toBeNull();
  });

  it('leaves an order with cash still due Placed, not Completed', async () => {
    const { orderId, payment } = await pendingOrder({ cash: true });
    expect((await settlePayment(db(), 'stripe', report(payment))).paymentStatus).toBe('Placed');
    expect(await statusOf(orderId)).toBe('Placed');
  });

  it('refuses a wrong amount, a wrong or missing currency, another provider and an unknown reference, saying which, changing nothing', async () => {
    const { orderId, payment } = await pendingOrder();
    const wrong = (what: string) => ({ statusCode: 400, message: `The payment's ${what} does not match the order; nothing was changed` });
    await expect(settlePayment(db(), 'stripe', report(payment, { amountMinor: payment.amountMinor - 1 }))).rejects.toMatchObject(wrong('amount'));
    await expect(settlePayment(db(), 'stripe', report(payment, { amountMinor: null }))).rejects.toMatchObject(wrong('amount'));
    await expect(settlePayment(db(), 'stripe', report(payment, { currency: 'USD' }))).rejects.toMatchObject(wrong('currency'));
    await expect(settlePayment(db(), 'stripe', report(payment, { currency: null }))).rejects.toMatchObject(wrong('currency'));
    const unknown = { statusCode: 404, message: 'No payment has this reference' };
    await expect(settlePayment(db(), 'cashfree', report(payment))).rejects.toMatchObject(unknown);
    await expect(settlePayment(db(), 'stripe', report(payment, { reference: 'bz0-nothing' }))).rejects.toMatchObject(unknown);
    expect(await statusOf(orderId)).toBe('Created');
    // The currency is compared whatever its case.
    expect((await settlePayment(db(), 'stripe', report(payment, { currency: 'inr' }))).paymentStatus).toBe('Completed');
  });

  it('ignores a webhook event seen before, even when its payment is still open', async () => {
    const { orderId, payment } = await pendingOrder();
    expect(await settlePayment(db(), 'stripe', report(payment, { state: 'pending', eventId: 'evt_1' }))).toMatchObject({ changed: false });
    expect(await settlePayment(db(), 'stripe', report(payment, { eventId: 'evt_1' }))).toMatchObject({ changed: false });
    expect(await statusOf(orderId)).toBe('Created');
    expect(await settlePayment(db(), 'stripe', report(payment, { eventId: 'evt_2' }))).toMatchObject({ changed: true, paymentStatus: 'Completed' });
  });
});

describe('a failed payment', () => {
  it('stays as it was after another failure, a pending report or a paid report of nothing: its holds come back once, no refund is due', async () => {
    const { orderId, payment, lamp } = await pendingOrder({ quantity: 3 });
    await settlePayment(db(), 'stripe', report(payment, { state: 'failed', eventId: 'evt_fail_1', reason: 'card declined' }));
    for (const again of [{ state: 'failed' as const, eventId: 'evt_fail_2' }, { state: 'pending' as const }, { amountMinor: 0 }]) {
      expect(await settlePayment(db(), 'stripe', report(payment, again))).toEqual({ orderId, paymentStatus: 'Failed', changed: false });
    }
    expect(await stockOf(lamp.id)).toBe(10);
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'Failed', failureReason: 'card declined', refundDue: false });
  });
});

describe('a failed report', () => {
  it('fails the order and gives back its stock, slots and coupon use', async () => {
    const { orderId, payment, lamp, coupon } = await pendingOrder({ quantity: 3, couponUses: true });
    expect(await stockOf(lamp.id)).toBe(7);
    expect((await db().select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.uses).toBe(1);
    expect(await settlePayment(db(), 'stripe', report(payment, { state: 'failed', reason: 'card declined' }))).toEqual({
      orderId,
      paymentStatus: 'Failed',
      changed: true,
    });
    expect(await stockOf(lamp.id)).toBe(10);
    expect((await db().select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.uses).toBe(0);
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'Failed', failureReason: 'card declined' });
    // The products are back in the cart, to try again from there.
    const [order] = await db().select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
    const cart = await db()
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.customerId, order!.customerId));
    expect(cart).toEqual([{ productId: lamp.id, quantity: 3 }]);
  });

  it('records why, and says the payment was not completed when the provider gives no reason', async () => {
    const { payment } = await pendingOrder();
    await settlePayment(db(), 'stripe', report(payment, { state: 'failed' }));
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'Failed', failureReason: 'The payment was not completed' });
  });

  it('never moves back: a paid order stays paid after a late failure, a failed one stays failed after a late success', async () => {
    const paid = await pendingOrder();
    await settlePayment(db(), 'stripe', report(paid.payment));
    expect(await settlePayment(db(), 'stripe', report(paid.payment, { state: 'failed' }))).toMatchObject({ changed: false, paymentStatus: 'Completed' });
    const failed = await pendingOrder();
    await settlePayment(db(), 'stripe', report(failed.payment, { state: 'failed' }));
    expect(await settlePayment(db(), 'stripe', report(failed.payment))).toMatchObject({ changed: false, paymentStatus: 'Failed' });
    expect(await stockOf(failed.lamp.id)).toBe(10);
    // The money taken too late is marked for a refund; the paid order's payment is not.
    expect((await db().select({ r: payments.refundDue }).from(payments).where(eq(payments.id, failed.payment.id)))[0]!.r).toBe(true);
    expect((await db().select({ r: payments.refundDue }).from(payments).where(eq(payments.id, paid.payment.id)))[0]!.r).toBe(false);
  });

  it('gives back a booked slot place', async () => {
    const cleaning = await world.service(2);
    const who = await world.shopper();
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const checkout = await calls.open(who, { source: 'buy_now', product_id: cleaning.id, quantity: 1, slot: cleaning.slotOn(day) });
    await calls.update(who, checkout.checkout_id, { delivery_address_id: who.addressId, payment_ids: [world.method('stripe')] });
    const store = (await findStoreByRealm(db(), world.realm))!;
    const ctx = { db: db(), store, language: undefined, customerId: who.customerId, sessionId: who.sessionId };
    const { order_id: orderId } = await placeOrder(ctx, checkout.checkout_id, `slot-${checkout.checkout_id}`, new Date(), async () => ({ type: 'none' }));
    const scheduleId = Number(cleaning.slotOn(day).split('@')[0]);
    const booked = async () => (await db().select({ b: slotBookings.booked }).from(slotBookings).where(eq(slotBookings.scheduleId, scheduleId)))[0]?.b;
    expect(await booked()).toBe(1);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    await settlePayment(db(), 'stripe', report(payment!, { state: 'failed' }));
    expect(await booked()).toBe(0);
  });
});

describe('reports arriving together', () => {
  it('change the order once however many arrive at once', async () => {
    const { orderId, payment } = await pendingOrder();
    const n = testDriver() === 'postgres' ? 8 : 3;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) => settlePayment(db(), 'stripe', report(payment, { eventId: `evt_par_${orderId}_${i % 2}` }))),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect(await statusOf(orderId)).toBe('Completed');
  });
});
