import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orders } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { placed, useCheckoutSuite, type CheckoutCalls, type CheckoutWorld } from './checkout-test-kit';
import { placeOrder } from './place-order';

/**
 * A shopper who signed up by email, with no phone in the profile (issue #11): Cashfree asks for a
 * phone, and the delivery address's phone stands in; an order with no address needs none.
 */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));

const db = () => app.database.db;

/** A shopper with these lines in the cart and no phone in the profile. */
async function withoutPhone(cart: { productId: number; quantity: number }[]) {
  const who = await world.shopper(cart);
  await db().update(customers).set({ phone: null }).where(eq(customers.id, who.customerId));
  return who;
}

describe('a shopper with no phone in the profile', () => {
  it("pays with Cashfree: the delivery address's phone stands in", async () => {
    const lamp = await world.product();
    const who = await withoutPhone([{ productId: lamp.id, quantity: 1 }]);
    const { checkout_id: id } = await calls.open(who);
    await calls.update(who, id, { delivery_address_id: who.addressId, payment_ids: [world.method('cashfree')] });
    const result = await placeOrder(await world.contextOf(who), id, `contact-${id}`, new Date(), async () => ({ type: 'none' }));
    expect(result.payment_status).toBe('Created');
    expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.checkoutId, id))).toEqual([{ id: result.order_id }]);
  });

  it('places a request-only order, which has no address and nothing to pay', async () => {
    const quote = await world.product({ orderFlow: 'request_based' });
    const who = await withoutPhone([{ productId: quote.id, quantity: 1 }]);
    const { checkout_id: id } = await calls.open(who);
    const res = await calls.place(who, id);
    expect(res.statusCode).toBe(200);
    expect(placed(res).payment_status).toBe('Placed');
  });
});
