import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_ORDER_STATUS_PATH, ORDER_PAID_MESSAGE } from '@bazaar/contracts';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createOrder, paymentState } from '../../test/order-factory';
import { body, createListeningTestApp, type ListeningTestApp } from '../../test/test-app';
import { findStoreByRealm } from '../../plugins/store-context';
import { STRIPE_WEBHOOK_PATH } from './payment-paths';
import { credentialsOf, eventsFor, payInSandbox, postWebhook, stripeEvent } from './payments-test-kit';
import { startPayment } from './start-payment';
import { StripeGateway } from './stripe.gateway';

let app: ListeningTestApp;
let shopper: SignedIn;
let storeId: number;

beforeAll(async () => {
  app = await createListeningTestApp();
  shopper = await signInAsNew(app);
  storeId = (await findStoreByRealm(app.database.db, 'demo'))!.id;
});
afterAll(async () => {
  await app.close();
});

async function started(gateways = app.gateways) {
  const { orderId, payment } = await createOrder(app.database.db, { storeId, customerId: shopper.customerId, provider: 'stripe' });
  const next = await startPayment(app.database.db, gateways, { payment: payment!, orderId, origin: app.baseUrl, language: 'en' });
  return { orderId, payment: payment!, next };
}

/** The status check the return page makes (returned=true); `returned: false` is the re-check of any other page. */
const checkStatus = async (orderId: number, who: SignedIn = shopper, returned = true) =>
  app.inject({ method: 'PUT', url: `${CHECK_ORDER_STATUS_PATH}/${orderId}${returned ? '?returned=true' : ''}`, headers: who.headers });

/** The Checkout Session as Stripe would describe this payment when it is paid. */
async function paidSession(paymentId: number, reference: string, changes: Record<string, unknown> = {}) {
  const { providerRef } = await paymentState(app.database.db, paymentId);
  return { id: providerRef, client_reference_id: reference, status: 'complete', payment_status: 'paid', amount_total: 123_450, currency: 'inr', ...changes };
}

describe('Stripe Checkout through the sandbox', () => {
  it('sends the shopper to the session page; paying completes the order by the webhook, and the status check says paid', async () => {
    const { orderId, payment, next } = await started();
    expect(next).toEqual({ type: 'redirect', url: expect.stringMatching(new RegExp(`^${app.baseUrl}/sandbox/stripe/pay/cs_test_`)) });
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Pending', providerRef: expect.stringMatching(/^cs_test_/), next });

    const { location } = await payInSandbox(next, 'pay');
    const { providerRef } = await paymentState(app.database.db, payment.id);
    expect(location).toBe(`${app.baseUrl}/payment?order_id=${orderId}&session_id=${providerRef}`);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Completed', orderStatus: 'Completed' });

    const res = await checkStatus(orderId);
    expect(res.statusCode).toBe(200);
    expect(body(res).response_body).toEqual({ message: ORDER_PAID_MESSAGE, order_id: orderId, payment_status: 'Completed' });
  });

  it('without a webhook, the status check on return retrieves the session and completes the order', async () => {
    app.paymentSettings.sandboxWebhooks = false;
    try {
      const { orderId, payment, next } = await started();
      await payInSandbox(next, 'pay');
      expect((await paymentState(app.database.db, payment.id)).status).toBe('Pending');
      expect(body<{ message: string }>(await checkStatus(orderId)).response_body.message).toBe(ORDER_PAID_MESSAGE);
      expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Completed', orderStatus: 'Completed' });
    } finally {
      app.paymentSettings.sandboxWebhooks = true;
    }
  });

  it('answers a retried start with the same session', async () => {
    const { orderId, payment, next } = await started();
    const again = await startPayment(app.database.db, app.gateways, { payment, orderId, origin: app.baseUrl });
    expect(again).toEqual(next);
  });

  it('keeps a declined card on the session page with the news, and changes nothing', async () => {
    const { payment, next } = await started();
    const { location, page } = await payInSandbox(next, 'fail');
    expect(location).toBeNull();
    expect(page.html).toContain('role="alert"');
    expect(page.html).toContain('Your card was declined');
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Pending', orderStatus: 'Created' });
  });

  it('a shopper who cancels comes back to /payment; the status check expires the open session and the order fails', async () => {
    const { orderId, payment, next } = await started();
    const { location } = await payInSandbox(next, 'cancel');
    expect(location).toBe(`${app.baseUrl}/payment?order_id=${orderId}&cancelled=true`);
    const res = body<{ message: string; payment_status: string }>(await checkStatus(orderId));
    expect(res.response_body).toMatchObject({ message: 'Payment failed for that order', payment_status: 'Failed' });
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Failed', orderStatus: 'Failed' });
    // The session is expired at Stripe too: the page no longer takes a payment.
    expect((await payInSandbox(next, 'pay').catch((e: Error) => e)) instanceof Error).toBe(true);
  });

  it('leaves a session the shopper may still be paying in another tab open when another page re-checks it', async () => {
    const { orderId, payment, next } = await started();
    const res = body<{ message: string; payment_status: string }>(await checkStatus(orderId, shopper, false));
    expect(res.response_body).toMatchObject({ message: 'Payment is pending for that order', payment_status: 'Created' });
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Pending', orderStatus: 'Created' });
    await payInSandbox(next, 'pay');
    expect(body<{ message: string }>(await checkStatus(orderId)).response_body.message).toBe('Amount paid for that order');
  });

  it('answers 502 when Stripe refuses, leaving the payment Created for a retry', async () => {
    const wrongKey = new StripeGateway({ secretKey: 'sk_test_wrong', webhookSecret: 'whsec_wrong', apiBase: () => app.baseUrl });
    const { orderId, payment } = await createOrder(app.database.db, { storeId, customerId: shopper.customerId, provider: 'stripe' });
    const error = await startPayment(app.database.db, { ...app.gateways, stripe: wrongKey }, { payment: payment!, orderId, origin: app.baseUrl }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ statusCode: 502, message: 'The payment service did not answer; please try again' });
    expect(await paymentState(app.database.db, payment!.id)).toMatchObject({ status: 'Created', providerRef: null, next: null });
  });
});

describe('Stripe webhooks', () => {
  it('refuses a tampered body or another secret with 400 and changes nothing', async () => {
    const { payment } = await started();
    const event = stripeEvent(app, 'checkout.session.completed', await paidSession(payment.id, payment.reference));
    const tampered = await postWebhook(app, STRIPE_WEBHOOK_PATH, event.body.replace('123450', '123451'), event.headers);
    expect(tampered.status).toBe(400);
    expect(tampered.json.response_message).toMatch(/refused.*nothing was changed/);
    const forged = await postWebhook(app, STRIPE_WEBHOOK_PATH, event.body, {
      ...event.headers,
      // Flip the signature's first digit (always a change, whatever the digit was).
      'stripe-signature': event.headers['stripe-signature'].replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`),
    });
    expect(forged.status).toBe(400);
    const unsigned = await postWebhook(app, STRIPE_WEBHOOK_PATH, event.body, { 'content-type': 'application/json' });
    expect(unsigned.status).toBe(400);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Pending', orderStatus: 'Created' });
    expect(await eventsFor(app, payment.id)).toBe(0);
  });

  it('refuses an event signed more than five minutes ago', async () => {
    const { payment } = await started();
    const event = stripeEvent(app, 'checkout.session.completed', await paidSession(payment.id, payment.reference));
    const old = Math.floor(Date.now() / 1000) - 301;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event.body, secret: credentialsOf(app).stripe.webhookSecret, timestamp: old });
    expect((await postWebhook(app, STRIPE_WEBHOOK_PATH, event.body, { ...event.headers, 'stripe-signature': signature })).status).toBe(400);
    expect((await paymentState(app.database.db, payment.id)).status).toBe('Pending');
  });

  it('applies an event once: the same event again changes nothing', async () => {
    const { payment } = await started();
    const event = stripeEvent(app, 'checkout.session.completed', await paidSession(payment.id, payment.reference));
    const first = await postWebhook(app, STRIPE_WEBHOOK_PATH, event.body, event.headers);
    expect(first.json.response_body).toMatchObject({ changed: true, payment_status: 'Completed' });
    const replay = await postWebhook(app, STRIPE_WEBHOOK_PATH, event.body, event.headers);
    expect(replay.status).toBe(200);
    expect(replay.json.response_body).toMatchObject({ changed: false, payment_status: 'Completed' });
    // A late "expired" for the same session cannot undo a paid order: states only move forward.
    const late = stripeEvent(
      app,
      'checkout.session.expired',
      await paidSession(payment.id, payment.reference, { status: 'expired', payment_status: 'unpaid' }),
    );
    expect((await postWebhook(app, STRIPE_WEBHOOK_PATH, late.body, late.headers)).json.response_body).toMatchObject({ changed: false });
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Completed', orderStatus: 'Completed' });
  });

  it.each([
    ['amount', { amount_total: 123_449 }],
    ['currency', { currency: 'usd' }],
  ])('refuses a paid session whose %s differs from the payment, changing nothing', async (what, changes) => {
    const { payment } = await started();
    const event = stripeEvent(app, 'checkout.session.completed', await paidSession(payment.id, payment.reference, changes));
    const res = await postWebhook(app, STRIPE_WEBHOOK_PATH, event.body, event.headers);
    expect(res.status).toBe(400);
    expect(res.json.response_message).toContain(what);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Pending', orderStatus: 'Created' });
  });

  it('delivered five times at once, the event changes the order once', async () => {
    const { payment } = await started();
    const event = stripeEvent(app, 'checkout.session.completed', await paidSession(payment.id, payment.reference));
    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(app, STRIPE_WEBHOOK_PATH, event.body, event.headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json.response_body?.changed)).toHaveLength(1);
    expect(await eventsFor(app, payment.id)).toBe(1);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Completed', orderStatus: 'Completed' });
  });

  it('answers a request with no body, or with no content type, with a 400 that says what to send', async () => {
    for (const headers of [{ 'content-type': 'application/json' }, {}] as Record<string, string>[]) {
      const res = await fetch(app.baseUrl + STRIPE_WEBHOOK_PATH, { method: 'POST', headers });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { response_message: string }).response_message).toContain('no body');
    }
    const event = stripeEvent(app, 'checkout.session.completed', {});
    const noContentType = await fetch(app.baseUrl + STRIPE_WEBHOOK_PATH, {
      method: 'POST',
      headers: { 'stripe-signature': event.headers['stripe-signature'] },
      body: Buffer.from(event.body),
    });
    expect(noContentType.status).toBeLessThan(500);
  });

  it('acknowledges an event that is not a session outcome and does nothing with it', async () => {
    const { payment } = await started();
    const event = stripeEvent(app, 'payment_intent.created', { object: 'payment_intent', client_reference_id: payment.reference });
    const res = await postWebhook(app, STRIPE_WEBHOOK_PATH, event.body, event.headers);
    expect(res.status).toBe(200);
    expect(res.json.response_body).toBeNull();
  });
});
