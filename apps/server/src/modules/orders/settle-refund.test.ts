import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, refunds } from '../../db/schema';
import { ordersKit, POLICIES } from '../../test/orders-kit';
import type { TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, placed, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { cancelItem } from './item-actions.service';
import { pendingRefundIds, settleRefund, type DueRefund, type RefundAnswer } from './settle-refund';

/**
 * Issue #12: settleRefund's books, with a fake provider (what it is asked, what it answers).
 * gateway-refunds.test.ts asks the real sandboxes.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const db = () => app.database.db;
const { paidOnline } = ordersKit(
  () => app,
  () => world,
  () => calls,
);

/** A fake provider that answers `answer` and keeps what it was asked. */
function provider(answer: RefundAnswer) {
  const asked: DueRefund[] = [];
  const ask = (due: DueRefund) => {
    asked.push(due);
    return Promise.resolve(answer);
  };
  return { asked, ask };
}

/** `n` items of one order paid online (one Cashfree payment), each cancelled: `n` pending refunds of ₹851, not yet asked for. */
async function cancelledItems(n: number) {
  const products = await Promise.all(Array.from({ length: n }, () => world.product({ paymentMode: 'pay_on_delivery', policies: POLICIES })));
  const who = await world.shopper(products.map((p) => ({ productId: p.id, quantity: 1 })));
  const { checkout_id: id } = await calls.open(who);
  await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')] });
  const orderId = placed(await calls.place(who, id)).order_id;
  await paidOnline(orderId);
  const items = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  const ctx = await world.contextOf(who);
  const ids: number[] = [];
  for (const item of items) ids.push((await cancelItem(ctx, item.id, { reason: 'Changed my mind' })).refund!.refund_id);
  return ids;
}
const refundRow = async (id: number) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0]!;

describe('settling a refund', () => {
  it('answers null for a refund that does not exist, asking nobody', async () => {
    const fake = provider({ state: 'completed', providerRef: 'rf_1' });
    expect(await settleRefund(db(), 2_000_000_000, fake.ask)).toStrictEqual({ refund: null });
    expect(fake.asked).toEqual([]);
  });

  it('never asks again about a refund already completed or failed', async () => {
    const [done, refused] = await cancelledItems(2);
    await settleRefund(db(), done!, provider({ state: 'completed', providerRef: 'rf_done' }).ask);
    await settleRefund(db(), refused!, provider({ state: 'failed', providerRef: null, reason: 'Too late' }).ask);
    const again = provider({ state: 'completed', providerRef: 'rf_again' });
    expect((await settleRefund(db(), done!, again.ask)).refund).toMatchObject({ id: done, status: 'completed', providerRef: 'rf_done', attempts: 1 });
    expect((await settleRefund(db(), refused!, again.ask)).refund).toMatchObject({ id: refused, status: 'failed', failureReason: 'Too late', attempts: 1 });
    expect(again.asked).toEqual([]);
  });

  it("tells the provider what the payment has already had back through completed refunds, this one's and pending ones left out", async () => {
    const [first, second, third] = await cancelledItems(3);
    const fake = provider({ state: 'completed', providerRef: null });
    // Nothing completed yet: the other two are still pending.
    await settleRefund(db(), first!, fake.ask);
    await settleRefund(db(), second!, fake.ask);
    await settleRefund(db(), third!, provider({ state: 'pending', providerRef: 'rf_3' }).ask);
    // Asked again once the provider had said pending: only the two completed refunds count.
    await settleRefund(db(), third!, fake.ask);
    expect(fake.asked.map((d) => [d.id, d.amountMinor, d.refundedBeforeMinor])).toEqual([
      [first, 85_100, 0],
      [second, 85_100, 85_100],
      [third, 85_100, 170_200],
    ]);
    expect(fake.asked[2]).toMatchObject({ attempts: 1, providerRef: 'rf_3', payment: { provider: 'cashfree', currency: 'INR' } });
  });

  it('keeps a pending answer without a completion time, and a refusal without a reason says the provider refused', async () => {
    const [waiting, refused] = await cancelledItems(2);
    const now = new Date();
    const pending = await settleRefund(db(), waiting!, provider({ state: 'pending', providerRef: 'rf_wait' }).ask, now);
    expect(pending.refund).toMatchObject({ status: 'pending', providerRef: 'rf_wait', attempts: 1, completedAt: null, failureReason: null });
    const failed = await settleRefund(db(), refused!, provider({ state: 'failed', providerRef: null }).ask, now);
    expect(failed.refund).toMatchObject({ status: 'failed', attempts: 1, completedAt: null, failureReason: 'The provider refused the refund' });
    const done = await settleRefund(db(), waiting!, provider({ state: 'completed', providerRef: null }).ask, now);
    // The provider's id from the first answer is kept when the second names none.
    expect(done.refund).toMatchObject({ status: 'completed', providerRef: 'rf_wait', attempts: 2, completedAt: now });
  });
});

describe('refunds due for another try', () => {
  it('are those still pending a minute after they were asked for, not sooner', async () => {
    const [id] = await cancelledItems(1);
    const { createdAt } = await refundRow(id!);
    const after = (ms: number) => new Date(createdAt.getTime() + ms);
    expect(await pendingRefundIds(db(), after(59_000), 10_000)).not.toContain(id);
    expect(await pendingRefundIds(db(), after(60_000), 10_000)).toContain(id);
    await settleRefund(db(), id!, provider({ state: 'completed', providerRef: null }).ask);
    expect(await pendingRefundIds(db(), after(120_000), 10_000)).not.toContain(id);
  });
});
