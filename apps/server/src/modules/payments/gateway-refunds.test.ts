import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '@bazaar/contracts';
import { orderItems, payments, refunds } from '../../db/schema';
import { testDriver } from '../../test/test-db';
import { body, createListeningTestApp, type ListeningTestApp } from '../../test/test-app';
import { POLICIES } from '../../test/orders-kit';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { cancelItem } from '../orders/item-actions.service';
import { settleRefund } from '../orders';
import { credentialsOf, payInSandbox } from './payments-test-kit';
import { askGateway, issueRefund, refundReference, retryPendingRefunds } from './issue-refunds';
import { signApsFields } from './aps-signature';

// Issue #12: a cancelled item paid through a gateway is refunded by that gateway's refund call in
// the sandbox, exactly once, for the paid amount less the cancellation charge.
let app: ListeningTestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made), createListeningTestApp);
const db = () => app.database.db;

type Provider = 'cashfree' | 'stripe' | 'amazon_pay';

/** Two units of a ₹900 product (₹49 cancellation charge) bought and paid in the sandbox. */
async function paidItem(provider: Provider, quantity = 2) {
  const product = await world.product({ policies: POLICIES });
  const who = await world.shopper([{ productId: product.id, quantity }]);
  const checkout = await calls.open(who);
  await calls.update(who, checkout.checkout_id, {
    delivery_address_id: who.addressId,
    billing_address_id: who.addressId,
    payment_ids: [world.method(provider)],
  });
  const res = await fetch(`${app.baseUrl}/cfs/rest/v3/checkout/${checkout.checkout_id}/place-order`, {
    method: 'POST',
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
  });
  const placed = ((await res.json()) as { response_body: PlaceOrderResult }).response_body;
  await payInSandbox(placed.next, 'pay');
  const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.order_id));
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, placed.order_id));
  expect(payment!.status).toBe('Completed');
  return { who, orderId: placed.order_id, itemId: item!.id, payment: payment! };
}

const cancel = async (who: { headers: Record<string, string> }, itemId: number) => {
  const res = await app.inject({
    method: 'POST',
    url: `/cfs/rest/v3/order-items/${itemId}/cancel`,
    headers: who.headers,
    payload: { reason: 'Found it cheaper' },
  });
  expect(res.statusCode).toBe(200);
  return body<{ refund: { refund_id: number; amount: number; status: string } }>(res).response_body.refund;
};
const refundRow = async (id: number) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0]!;

/** What the sandbox provider says it has refunded for a payment, in minor units. */
async function refundedAtProvider(
  provider: Provider,
  payment: { reference: string; providerRef: string | null },
  refund: { id: number; providerRef: string | null },
) {
  const creds = credentialsOf(app);
  if (provider === 'stripe') {
    const res = await fetch(`${app.baseUrl}/v1/refunds/${refund.providerRef}`, { headers: { authorization: `Bearer ${creds.stripe.secretKey}` } });
    return ((await res.json()) as { amount: number }).amount;
  }
  if (provider === 'cashfree') {
    const res = await fetch(`${app.baseUrl}/sandbox/cashfree/pg/orders/${payment.reference}/refunds/${refundReference(payment.reference, refund.id)}`, {
      headers: { 'x-client-id': creds.cashfree.appId, 'x-client-secret': creds.cashfree.secretKey, 'x-api-version': '2025-01-01' },
    });
    return Math.round(((await res.json()) as { refund_amount: number }).refund_amount * 100);
  }
  const aps = creds.amazonPay;
  const query = signApsFields(aps.requestPhrase, {
    query_command: 'CHECK_STATUS',
    access_code: aps.accessCode,
    merchant_identifier: aps.merchantIdentifier,
    merchant_reference: payment.reference,
    language: 'en',
  });
  const res = await fetch(`${app.baseUrl}/sandbox/aps/FortAPI/paymentApi`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(query),
  });
  return Number(((await res.json()) as { refunded_amount: string }).refunded_amount);
}

describe('refunds through the gateway that took the payment', () => {
  it.each([
    ['stripe', 'completed'],
    ['amazon_pay', 'completed'],
    ['cashfree', 'pending'],
  ] as const)('%s: cancelling refunds ₹1,751 (₹1,800 less the ₹49 charge); the answer says %s', async (provider, first) => {
    const { who, itemId, payment } = await paidItem(provider);
    const refund = await cancel(who, itemId);
    expect(refund).toMatchObject({ amount: 1751, status: first });
    let row = await refundRow(refund.refund_id);
    expect(row).toMatchObject({ status: first, attempts: 1, amountMinor: 175_100, failureReason: null });
    if (first === 'pending') {
      // Cashfree processes refunds after answering; the retry job finds it done a minute later.
      expect(await retryPendingRefunds(db(), app.gateways, new Date(Date.now() + 61_000))).toMatchObject({ completed: 1 });
      row = await refundRow(refund.refund_id);
      expect(row).toMatchObject({ status: 'completed', attempts: 2, completedAt: expect.any(Date) });
    }
    expect(await refundedAtProvider(provider, payment, row)).toBe(175_100);
  });

  it.each(['stripe', 'amazon_pay', 'cashfree'] as const)('%s: a completed refund is never asked for again', async (provider) => {
    const { who, itemId } = await paidItem(provider, 1);
    const { refund_id: id } = await cancel(who, itemId);
    await retryPendingRefunds(db(), app.gateways, new Date(Date.now() + 61_000));
    const before = await refundRow(id);
    expect(before.status).toBe('completed');
    expect((await issueRefund(db(), app.gateways, id))!.attempts).toBe(before.attempts);
  });

  it('keeps a refund pending with the reason when the provider does not answer, and the next attempt looks first', async () => {
    const { who, itemId, payment } = await paidItem('amazon_pay');
    const ctx = await world.contextOf(who);
    const { refund } = await cancelItem(ctx, itemId, { reason: 'Changed my mind' });
    // The provider took it, but its answer was lost on the way back.
    const lost = await settleRefund(db(), refund!.refund_id, async (due) => {
      await askGateway(app.gateways)(due);
      throw new Error('socket hang up');
    });
    expect(lost.refund).toMatchObject({ status: 'pending', attempts: 1, failureReason: 'socket hang up' });
    // Asked again, APS's refunded_amount shows it went through: no second refund.
    expect((await issueRefund(db(), app.gateways, refund!.refund_id))!).toMatchObject({ status: 'completed', attempts: 2, failureReason: null });
    expect(await refundedAtProvider('amazon_pay', payment, { id: refund!.refund_id, providerRef: null })).toBe(175_100);
  });

  it('records a refund the provider refuses as failed, with its reason', async () => {
    const { who, itemId, payment } = await paidItem('stripe', 1);
    // The whole payment was already refunded outside the shop (from Stripe's dashboard).
    const session = await fetch(`${app.baseUrl}/v1/checkout/sessions/${payment.providerRef}`, {
      headers: { authorization: `Bearer ${credentialsOf(app).stripe.secretKey}` },
    });
    const intent = ((await session.json()) as { payment_intent: string }).payment_intent;
    await fetch(`${app.baseUrl}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${credentialsOf(app).stripe.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: intent }).toString(),
    });
    const refund = await cancel(who, itemId);
    expect(refund.status).toBe('failed');
    expect((await refundRow(refund.refund_id)).failureReason).toBe(`Charge for ${intent} has already been refunded.`);
  });

  it('asks the provider once however many ask at the same time (the payment row is locked while it is asked)', async () => {
    const { who, itemId, payment } = await paidItem('amazon_pay');
    const { refund } = await cancelItem(await world.contextOf(who), itemId, { reason: 'Changed my mind' });
    const settled = await Promise.all(Array.from({ length: 5 }, () => issueRefund(db(), app.gateways, refund!.refund_id)));
    expect(settled.map((r) => r!.status)).toEqual(Array(5).fill('completed'));
    expect((await refundRow(refund!.refund_id)).attempts).toBe(1);
    // APS keeps no refund id: a second REFUND would have refunded twice.
    expect(await refundedAtProvider('amazon_pay', payment, { id: refund!.refund_id, providerRef: null })).toBe(175_100);
  });
});

describe.runIf(testDriver() === 'postgres')('on PostgreSQL', () => {
  it('two items of one payment cancelled at once are refunded one after the other, each once', async () => {
    const product = await world.product({ policies: POLICIES });
    const other = await world.product({ policies: POLICIES });
    const who = await world.shopper([
      { productId: product.id, quantity: 1 },
      { productId: other.id, quantity: 1 },
    ]);
    const checkout = await calls.open(who);
    await calls.update(who, checkout.checkout_id, {
      delivery_address_id: who.addressId,
      billing_address_id: who.addressId,
      payment_ids: [world.method('amazon_pay')],
    });
    const res = await fetch(`${app.baseUrl}/cfs/rest/v3/checkout/${checkout.checkout_id}/place-order`, {
      method: 'POST',
      headers: { ...who.headers, 'idempotency-key': randomUUID() },
    });
    const placed = ((await res.json()) as { response_body: PlaceOrderResult }).response_body;
    await payInSandbox(placed.next, 'pay');
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.order_id));
    const answers = await Promise.all(items.map((i) => cancel(who, i.id)));
    expect(answers.map((r) => r.status)).toEqual(['completed', 'completed']);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, placed.order_id));
    expect(await refundedAtProvider('amazon_pay', payment!, { id: 0, providerRef: null })).toBe(2 * 85_100);
  });
});
