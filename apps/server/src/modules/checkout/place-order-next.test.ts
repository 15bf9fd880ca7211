import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderNext } from '@bazaar/contracts';
import { payments } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from './checkout-test-kit';
import { placeOrder, type StartOnlinePayment } from './place-order';

/**
 * What place-order tells the browser to do next (issue #11), the first time and on every retry
 * with the same Idempotency-Key: the gateway is asked to start the online payment once, and
 * what it said is answered again from the payment row; a settled payment has nothing next.
 * The gateway here is a stand-in that keeps its answer on the row as startPayment does.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));

const db = () => app.database.db;
const session = (n: number): PlaceOrderNext => ({ type: 'redirect', url: `https://pay.example/session/${n}` });

/** A gateway stand-in that records what it is asked; `keep: false` leaves nothing on the row, like a provider that did not answer. */
function gateway(options: { keep?: boolean; failFirst?: boolean } = {}) {
  const asked: { payment: { id: number; provider: string }; orderId: number }[] = [];
  const start: StartOnlinePayment = async (payment, orderId) => {
    asked.push({ payment, orderId });
    if (options.failFirst && asked.length === 1) throw new Error('the provider did not answer');
    const next = session(asked.length);
    if (options.keep !== false) await db().update(payments).set({ next }).where(eq(payments.id, payment.id));
    return next;
  };
  return { start, asked };
}

/** A signed-in shopper's checkout of a product paid online (and one paid in cash when `mixed`), ready to place. */
async function ready(options: { mixed?: boolean; provider?: 'stripe' | 'cod' } = {}) {
  const provider = options.provider ?? 'stripe';
  const lines = [await world.product({ paymentMode: provider === 'cod' ? 'pay_on_delivery' : 'online_payment' })];
  if (options.mixed) lines.push(await world.product({ paymentMode: 'pay_on_delivery' }));
  const who = await world.shopper(lines.map((p) => ({ productId: p.id, quantity: 1 })));
  const { checkout_id: id } = await calls.open(who);
  const methods = options.mixed ? [world.method('cod'), world.method('stripe')] : [world.method(provider)];
  await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: methods });
  const ctx = await world.contextOf(who);
  const key = randomUUID();
  return { place: (start: StartOnlinePayment) => placeOrder(ctx, id, key, new Date(), start) };
}

const onlinePaymentOf = async (orderId: number) =>
  (
    await db()
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId), ne(payments.provider, 'cod')))
  )[0]!;

describe('the online payment', () => {
  it("is started once, for the gateway's payment of a mixed order; a retry answers the same next without asking again", async () => {
    const { place } = await ready({ mixed: true });
    const { start, asked } = gateway();
    const first = await place(start);
    const online = await onlinePaymentOf(first.order_id);
    expect(first).toEqual({ order_id: first.order_id, payment_status: 'Created', next: session(1) });
    expect(asked).toEqual([{ payment: { id: online.id, provider: 'stripe' }, orderId: first.order_id }]);
    expect(await place(start)).toEqual(first);
    expect(asked).toHaveLength(1);
  });

  it('is asked for again on a retry when the gateway did not answer the first time', async () => {
    const { place } = await ready();
    const { start, asked } = gateway({ failFirst: true });
    await expect(place(start)).rejects.toThrow('the provider did not answer');
    const retried = await place(start);
    expect(retried).toMatchObject({ payment_status: 'Created', next: session(2) });
    expect(asked.map((a) => a.orderId)).toEqual([retried.order_id, retried.order_id]);
  });

  it.each(['Completed', 'Failed'] as const)('has nothing next once %s, and the gateway is not asked', async (status) => {
    const { place } = await ready();
    const { start, asked } = gateway({ keep: false });
    const { order_id: orderId } = await place(start);
    await db()
      .update(payments)
      .set({ status })
      .where(eq(payments.id, (await onlinePaymentOf(orderId)).id));
    expect((await place(start)).next).toEqual({ type: 'none' });
    expect(asked).toHaveLength(1);
  });
});

describe('an order paid in cash only', () => {
  it('has nothing next, and no gateway is asked', async () => {
    const { place } = await ready({ provider: 'cod' });
    const { start, asked } = gateway();
    expect(await place(start)).toMatchObject({ payment_status: 'Placed', next: { type: 'none' } });
    expect(asked).toEqual([]);
  });
});
