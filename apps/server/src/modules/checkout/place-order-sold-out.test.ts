import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { holdInTransaction, untilWaitingOnLocks } from '../../test/lock-waits';
import { body, type TestApp } from '../../test/test-app';
import { testDriver } from '../../test/test-db';
import { lockCustomer } from '../identity';
import { placed, useCheckoutSuite, type CheckoutCalls, type CheckoutWorld } from './checkout-test-kit';

/**
 * Place-order's sold-out check before its transaction (issue #11): a buyer of a product already
 * sold out is turned away before taking any lock, so in a flash sale the losers do not hold
 * connections the winners wait for; it says no more than the order itself would.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));

const db = () => app.database.db;
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res as never).response_message];

/** A cash-on-delivery checkout of `quantity` of the product, ready to place. */
async function readyToPlace(productId: number, quantity = 1) {
  const who = await world.shopper([{ productId, quantity }]);
  const { checkout_id: id } = await calls.open(who);
  await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cod')] });
  return { who, id };
}
const cash = (over: Parameters<typeof world.product>[0] = {}) => world.product({ paymentMode: 'pay_on_delivery', ...over });
const soldOut = (name: string) => [409, `${name} has just sold out; remove it to place the order`];

describe('a product already sold out', () => {
  // Needs a second connection holding the customer's lock: PostgreSQL only.
  it.skipIf(testDriver() !== 'postgres')("turns the buyer away at once, without queueing behind the customer's other order in progress", async () => {
    const lamp = await cash({ name: 'Flash-sale lamp', stock: 1 });
    const { who, id } = await readyToPlace(lamp.id);
    await db().update(products).set({ stock: 0 }).where(eq(products.id, lamp.id));
    const ctx = await world.contextOf(who);
    const other = await holdInTransaction(db(), (tx) => lockCustomer(tx, ctx));
    try {
      const answer = calls.place(who, id);
      expect(await untilWaitingOnLocks(db(), 1, { unless: answer })).toBe(false);
      expect(refusal(await answer)).toEqual(soldOut('Flash-sale lamp'));
    } finally {
      other.release();
      await other.done;
    }
  });

  it('is no reason to refuse a checkout already placed: a second key is told the order it made', async () => {
    const lamp = await cash({ stock: 2 });
    const { who, id } = await readyToPlace(lamp.id, 2);
    const { order_id: orderId } = placed(await calls.place(who, id));
    expect(refusal(await calls.place(who, id))).toEqual([409, `This checkout was already placed as order ${orderId}`]);
  });

  it("is not told to another customer trying this customer's checkout: it is not found", async () => {
    const lamp = await cash({ stock: 1 });
    const { id } = await readyToPlace(lamp.id);
    await db().update(products).set({ stock: 0 }).where(eq(products.id, lamp.id));
    const stranger = await world.shopper();
    expect(refusal(await calls.place(stranger, id))).toEqual([404, 'This checkout was not found; start again from your cart']);
  });

  it('does not stop a request for it: a request holds no stock', async () => {
    const quote = await world.product({ orderFlow: 'request_based', stock: 0 });
    const who = await world.shopper([{ productId: quote.id, quantity: 3 }]);
    const { checkout_id: id } = await calls.open(who);
    expect(placed(await calls.place(who, id)).payment_status).toBe('Placed');
  });
});
