import { eq } from 'drizzle-orm';
import type { OrderRecord } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { orderItems } from '../../db/schema';
import { ordersKit, POLICIES } from '../../test/orders-kit';
import { body, type TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, placed, useCheckoutSuite } from '../checkout/checkout-test-kit';

/** Issue #12: cash on delivery is handed over as items are delivered, and the order's payment says so. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const { buy, setItem, delivered } = ordersKit(
  () => app,
  () => world,
  () => calls,
);
const paymentsOf = async (who: { headers: Record<string, string> }, orderId: number) =>
  body<OrderRecord>(await app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${orderId}`, headers: who.headers })).response_body.payments;

describe('the cash payment of an order', () => {
  it('is pending until the item is delivered, then paid', async () => {
    const { who, orderId, itemId } = await buy();
    expect(await paymentsOf(who, orderId)).toMatchObject([{ provider: 'cod', status: 'Pending', amount: 900 }]);
    await setItem(itemId, { status: 'InProgress' });
    expect(await paymentsOf(who, orderId)).toMatchObject([{ status: 'Pending' }]);
    await delivered(itemId);
    expect(await paymentsOf(who, orderId)).toMatchObject([{ provider: 'cod', status: 'Completed', amount: 900 }]);
  });

  it('waits for every cash item, and leaves out the ones cancelled before delivery', async () => {
    const lamp = await world.product({ name: 'Brass Lamp', paymentMode: 'pay_on_delivery' });
    const bowl = await world.product({ name: 'Copper Bowl', paymentMode: 'pay_on_delivery', sellingPriceMinor: 25_000, policies: POLICIES });
    const who = await world.shopper([
      { productId: lamp.id, quantity: 1 },
      { productId: bowl.id, quantity: 2 },
    ]);
    const { checkout_id: id } = await calls.open(who);
    await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')] });
    const orderId = placed(await calls.place(who, id)).order_id;
    const items = await app.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const [lampItem, bowlItem] = [items.find((i) => i.productId === lamp.id)!, items.find((i) => i.productId === bowl.id)!];
    const due = (await paymentsOf(who, orderId))[0]!.amount;

    await delivered(lampItem.id);
    // The bowls are still on their way: the cash for them has not been handed over.
    expect(await paymentsOf(who, orderId)).toMatchObject([{ status: 'Pending', amount: due }]);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/cfs/rest/v3/order-items/${bowlItem.id}/cancel`,
      headers: who.headers,
      payload: { reason: 'Found them locally' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Two bowls at ₹250 were never delivered, so never paid.
    expect(await paymentsOf(who, orderId)).toMatchObject([{ status: 'Completed', amount: due - 500 }]);
  });

  it('stays pending when nothing was delivered (all cancelled)', async () => {
    const { who, orderId, itemId } = await buy();
    const res = await app.inject({ method: 'POST', url: `/cfs/rest/v3/order-items/${itemId}/cancel`, headers: who.headers, payload: { reason: 'Not needed' } });
    expect(res.statusCode).toBe(200);
    expect(await paymentsOf(who, orderId)).toMatchObject([{ status: 'Pending' }]);
  });
});
