import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHECK_ORDER_STATUS_PATH, ORDER_PAID_MESSAGE, type PlaceOrderResult } from '@bazaar/contracts';
import { createListeningTestApp, type ListeningTestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { payInSandbox } from './payments-test-kit';

// From the cart to a paid order through each gateway, over real HTTP as a browser would: the
// checkout's place-order starts the payment (origin from the request), the sandbox takes it, and
// the status check says paid. Place-order answered twice with one key hands out one session.
let app: ListeningTestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made), createListeningTestApp);

async function placeOrder(headers: Record<string, string>, checkoutId: string, key: string) {
  const res = await fetch(`${app.baseUrl}/cfs/rest/v3/checkout/${checkoutId}/place-order`, { method: 'POST', headers: { ...headers, 'idempotency-key': key } });
  const json = (await res.json()) as { response_body: PlaceOrderResult; response_message: string };
  if (res.status !== 200) throw new Error(`place-order answered ${res.status}: ${json.response_message}`);
  return json.response_body;
}

describe('a cart paid through each gateway', () => {
  it.each(['cashfree', 'stripe', 'amazon_pay'] as const)('%s: placed, paid in the sandbox, and confirmed paid', async (provider) => {
    const product = await world.product();
    const who = await world.shopper([{ productId: product.id, quantity: 1 }]);
    const checkout = await calls.open(who);
    await calls.update(who, checkout.checkout_id, {
      delivery_address_id: who.addressId,
      billing_address_id: who.addressId,
      payment_ids: [world.method(provider)],
    });
    const key = randomUUID();
    const placed = await placeOrder(who.headers, checkout.checkout_id, key);
    expect(placed.payment_status).toBe('Created');
    expect(placed.next.type).toBe(provider === 'stripe' ? 'redirect' : 'form');
    expect(await placeOrder(who.headers, checkout.checkout_id, key)).toEqual(placed);

    await payInSandbox(placed.next, 'pay');
    const status = await app.inject({ method: 'PUT', url: `${CHECK_ORDER_STATUS_PATH}/${placed.order_id}`, headers: who.headers });
    expect(JSON.parse(status.body).response_body).toEqual({ message: ORDER_PAID_MESSAGE, order_id: placed.order_id, payment_status: 'Completed' });
  });
});
