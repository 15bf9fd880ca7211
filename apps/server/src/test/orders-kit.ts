import { eq } from 'drizzle-orm';
import { orderItems, orders, payments, type ProductPolicies } from '../db/schema';
import { policy } from '../db/seed/catalogue/types';
import type { SignedIn } from './auth-helpers';
import { paymentMethodFor } from './order-factory';
import type { TestApp } from './test-app';
import { type CheckoutCalls, type CheckoutWorld, placed } from '../modules/checkout/checkout-test-kit';

/** Orders placed through the real checkout for the after-purchase tests, and what those tests set by hand. */

// Return in 7 days, replace in 3, cancel for a ₹49 charge, refunded within 5 days of ordering.
export const POLICIES = policy({ return_allowed: true, return_days: 7, replacement_days: 3, cancellation_allowed: true, cancellation_charge: 4900 });

export function ordersKit(app: () => TestApp, world: () => CheckoutWorld, calls: () => CheckoutCalls) {
  const db = () => app().database.db;
  return {
    /** A cash-on-delivery order of one product (₹900 a unit) for a new shopper; its order and item ids. */
    async buy(over: { policies?: ProductPolicies | null; quantity?: number; product?: { id: number } } = {}): Promise<{
      who: SignedIn & { addressId: number };
      orderId: number;
      itemId: number;
      product: { id: number; name: string };
    }> {
      const product =
        over.product ?? (await world().product({ paymentMode: 'pay_on_delivery', policies: over.policies === undefined ? POLICIES : over.policies }));
      const who = await world().shopper([{ productId: product.id, quantity: over.quantity ?? 1 }]);
      const { checkout_id: id } = await calls().open(who);
      await calls().update(who, id, { delivery_address_id: who.addressId, payment_ids: [world().method('cod')] });
      const orderId = placed(await calls().place(who, id)).order_id;
      const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId));
      return { who, orderId, itemId: item!.id, product: { id: product.id, name: item!.productName } };
    },

    /**
     * As if the order had been paid online (a completed Cashfree payment) instead of in cash. The
     * test app's gateways reach no provider, so a refund of it stays pending; gateway-refunds.test.ts
     * pays for real in the sandbox.
     */
    async paidOnline(orderId: number) {
      const methodId = await paymentMethodFor(db(), world().store.id, 'cashfree');
      await db().delete(payments).where(eq(payments.orderId, orderId));
      const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
      await db()
        .insert(payments)
        .values({
          orderId,
          storeId: world().store.id,
          methodId,
          provider: 'cashfree',
          reference: `bz${orderId}-t`,
          status: 'Completed',
          amountMinor: order!.totalMinor,
          currency: 'INR',
        });
      await db().update(orderItems).set({ paymentMode: 'online_payment' }).where(eq(orderItems.orderId, orderId));
    },

    setItem: (itemId: number, set: Partial<typeof orderItems.$inferInsert>) => db().update(orderItems).set(set).where(eq(orderItems.id, itemId)),
    delivered: (itemId: number) => db().update(orderItems).set({ status: 'Fulfilled', fulfilledAt: new Date() }).where(eq(orderItems.id, itemId)),

    /** A new shopper's delivered cash item with a return or replacement asked for through the API. */
    async returned(kind: 'return' | 'replacement', reason = 'It arrived scratched') {
      const bought = await this.buy();
      await db().update(orderItems).set({ status: 'Fulfilled', fulfilledAt: new Date() }).where(eq(orderItems.id, bought.itemId));
      const asked = await app().inject({
        method: 'POST',
        url: `/cfs/rest/v3/order-items/${bought.itemId}/return`,
        headers: bought.who.headers,
        payload: { kind, reason },
      });
      if (asked.statusCode !== 200) throw new Error(`Asking for a ${kind} failed: ${asked.body}`);
      return bought;
    },
  };
}
