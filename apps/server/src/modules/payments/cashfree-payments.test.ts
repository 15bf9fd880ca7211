import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_ORDER_STATUS_PATH, ORDER_PAID_MESSAGE } from '@bazaar/contracts';
import { payments } from '../../db/schema';
import { findStoreByRealm } from '../../plugins/store-context';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createOrder, paymentState } from '../../test/order-factory';
import { body, createListeningTestApp, type ListeningTestApp } from '../../test/test-app';
import { CashfreeGateway } from './cashfree.gateway';
import { CASHFREE_WEBHOOK_PATH } from './payment-paths';
import { cashfreeEvent, credentialsOf, eventsFor, payInSandbox, postWebhook } from './payments-test-kit';
import { startPayment } from './start-payment';

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
  const { orderId, payment } = await createOrder(app.database.db, { storeId, customerId: shopper.customerId, provider: 'cashfree' });
  const next = await startPayment(app.database.db, gateways, { payment: payment!, orderId, origin: app.baseUrl, language: 'en' });
  return { orderId, payment: payment!, next };
}

/** The status check the return page makes (returned=true). */
const checkStatus = async (orderId: number) =>
  body<{ message: string; payment_status: string }>(
    await app.inject({ method: 'PUT', url: `${CHECK_ORDER_STATUS_PATH}/${orderId}?returned=true`, headers: shopper.headers }),
  );
const success = (orderId: string, amount = 1234.5, currency = 'INR', cfPaymentId?: number) =>
  cashfreeEvent(app, 'PAYMENT_SUCCESS_WEBHOOK', { order_id: orderId, amount, currency, cf_payment_id: cfPaymentId });

describe('Cashfree through the sandbox', () => {
  it('posts the payment session to the hosted checkout; paying completes the order by the webhook and returns to /cashfree', async () => {
    const { orderId, payment, next } = await started();
    expect(next).toEqual({
      type: 'form',
      action: `${app.baseUrl}/sandbox/cashfree/pg/view/sessions/checkout`,
      method: 'POST',
      fields: { payment_session_id: expect.stringMatching(/^session_/) },
    });
    const { location } = await payInSandbox(next, 'pay');
    expect(location).toBe(`${app.baseUrl}/cashfree?order_id=${orderId}`);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Completed', orderStatus: 'Completed' });
    expect((await checkStatus(orderId)).response_body.message).toBe(ORDER_PAID_MESSAGE);
  });

  it('without a webhook, Get Order after the return completes the order', async () => {
    app.paymentSettings.sandboxWebhooks = false;
    try {
      const { orderId, payment, next } = await started();
      await payInSandbox(next, 'pay');
      expect((await paymentState(app.database.db, payment.id)).status).toBe('Pending');
      expect((await checkStatus(orderId)).response_body).toMatchObject({ message: ORDER_PAID_MESSAGE, payment_status: 'Completed' });
    } finally {
      app.paymentSettings.sandboxWebhooks = true;
    }
  });

  it.each(['fail', 'cancel'] as const)(
    'after a %s the failure webhook leaves the order waiting; the return terminates the Cashfree order and fails it',
    async (outcome) => {
      const { orderId, payment, next } = await started();
      const { location } = await payInSandbox(next, outcome);
      expect(location).toBe(`${app.baseUrl}/cashfree?order_id=${orderId}`);
      // Cashfree lets a shopper try again after a failed attempt: the webhook alone settles nothing.
      expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Pending', orderStatus: 'Created' });
      expect(await eventsFor(app, payment.id)).toBe(1);
      expect((await checkStatus(orderId)).response_body).toMatchObject({ message: 'Payment failed for that order', payment_status: 'Failed' });
      const order = await fetch(`${app.baseUrl}/sandbox/cashfree/pg/orders/${payment.reference}`, {
        headers: { 'x-client-id': credentialsOf(app).cashfree.appId, 'x-client-secret': credentialsOf(app).cashfree.secretKey, 'x-api-version': '2025-01-01' },
      });
      expect(((await order.json()) as { order_status: string }).order_status).toBe('TERMINATED');
    },
  );

  it('a retried start finds the order it made and hands out the same session', async () => {
    const { orderId, payment, next } = await started();
    await app.database.db.update(payments).set({ next: null }).where(eq(payments.id, payment.id));
    expect(await startPayment(app.database.db, app.gateways, { payment, orderId, origin: app.baseUrl })).toEqual(next);
  });

  it('answers 502 when Cashfree does not answer, leaving the payment Created', async () => {
    const down = new CashfreeGateway({
      ...credentialsOf(app).cashfree,
      apiBase: () => 'http://127.0.0.1:1',
      checkoutBase: () => 'http://127.0.0.1:1',
      formActionHosts: [],
    });
    const { orderId, payment } = await createOrder(app.database.db, { storeId, customerId: shopper.customerId, provider: 'cashfree' });
    const error = await startPayment(app.database.db, { ...app.gateways, cashfree: down }, { payment: payment!, orderId, origin: app.baseUrl }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ statusCode: 502 });
    expect(await paymentState(app.database.db, payment!.id)).toMatchObject({ status: 'Created', next: null });
  });

  it('asks for a phone number before starting, since Cashfree needs one', async () => {
    const noPhone = await signInAsNew(app, { phone: null });
    const { orderId, payment } = await createOrder(app.database.db, { storeId, customerId: noPhone.customerId, provider: 'cashfree' });
    const error = await startPayment(app.database.db, app.gateways, { payment: payment!, orderId, origin: app.baseUrl }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 422, message: expect.stringContaining('phone number') });
  });
});

describe('Cashfree webhooks', () => {
  it('refuses a tampered body, a wrong signature or a missing timestamp with 400, changing nothing', async () => {
    const { payment } = await started();
    const event = success(payment.reference);
    expect((await postWebhook(app, CASHFREE_WEBHOOK_PATH, event.body.replace('1234.5', '1.5'), event.headers)).status).toBe(400);
    expect(
      (
        await postWebhook(app, CASHFREE_WEBHOOK_PATH, event.body, {
          ...event.headers,
          'x-webhook-signature': 'AAAA' + event.headers['x-webhook-signature'].slice(4),
        })
      ).status,
    ).toBe(400);
    const { 'x-webhook-timestamp': _t, ...noTimestamp } = event.headers;
    expect((await postWebhook(app, CASHFREE_WEBHOOK_PATH, event.body, noTimestamp)).status).toBe(400);
    expect((await postWebhook(app, CASHFREE_WEBHOOK_PATH, '', event.headers)).status).toBe(400);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Pending', orderStatus: 'Created' });
    expect(await eventsFor(app, payment.id)).toBe(0);
  });

  it('applies a success once: the same webhook again changes nothing', async () => {
    const { payment } = await started();
    const event = success(payment.reference);
    expect((await postWebhook(app, CASHFREE_WEBHOOK_PATH, event.body, event.headers)).json.response_body).toMatchObject({
      changed: true,
      payment_status: 'Completed',
    });
    const replay = await postWebhook(app, CASHFREE_WEBHOOK_PATH, event.body, event.headers);
    expect(replay.status).toBe(200);
    expect(replay.json.response_body).toMatchObject({ changed: false });
    expect(await eventsFor(app, payment.id)).toBe(1);
  });

  it.each([
    ['amount', 1234.49, 'INR'],
    ['currency', 1234.5, 'USD'],
  ])('refuses a success whose %s differs from the payment, changing nothing', async (what, amount, currency) => {
    const { payment } = await started();
    const event = success(payment.reference, amount, currency);
    const res = await postWebhook(app, CASHFREE_WEBHOOK_PATH, event.body, event.headers);
    expect(res.status).toBe(400);
    expect(res.json.response_message).toContain(what);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Pending', orderStatus: 'Created' });
  });

  it('delivered five times at once, a success changes the order once', async () => {
    const { payment } = await started();
    const event = success(payment.reference);
    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(app, CASHFREE_WEBHOOK_PATH, event.body, event.headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json.response_body?.changed)).toHaveLength(1);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Completed', orderStatus: 'Completed' });
  });

  it('a webhook for a payment we never made is a 404 that changes nothing', async () => {
    const event = success('bz0-unknown');
    const res = await postWebhook(app, CASHFREE_WEBHOOK_PATH, event.body, event.headers);
    expect(res.status).toBe(404);
  });
});
