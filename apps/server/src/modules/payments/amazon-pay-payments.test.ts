import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_ORDER_STATUS_PATH, ORDER_PAID_MESSAGE } from '@bazaar/contracts';
import { findStoreByRealm } from '../../plugins/store-context';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createOrder, paymentState } from '../../test/order-factory';
import { body, createListeningTestApp, type ListeningTestApp } from '../../test/test-app';
import { signApsFields, verifyApsSignature } from './aps-signature';
import { AMAZON_PAY_NOTIFY_PATH, AMAZON_PAY_RETURN_PATH } from './payment-paths';
import { apsResult, credentialsOf, eventsFor, formBody, formOf, payInSandbox, postWebhook } from './payments-test-kit';
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

async function started(createdAt?: Date) {
  const { orderId, payment } = await createOrder(app.database.db, { storeId, customerId: shopper.customerId, provider: 'amazon_pay', createdAt });
  const next = await startPayment(app.database.db, app.gateways, { payment: payment!, orderId, origin: app.baseUrl, language: 'ar' });
  return { orderId, payment: payment!, next };
}

const checkStatus = async (orderId: number) =>
  body<{ message: string; payment_status: string }>(
    await app.inject({ method: 'PUT', url: `${CHECK_ORDER_STATUS_PATH}/${orderId}`, headers: shopper.headers }),
  );
const paid = (reference: string, changes: Record<string, string> = {}) =>
  apsResult(app, {
    merchant_reference: reference,
    amount: '123450',
    currency: 'INR',
    customer_email: 'x@example.com',
    fort_id: `${Date.now()}${Math.random()}`.replace('.', ''),
    ...changes,
  });
const returnPost = (fields: Record<string, string>) => fetch(app.baseUrl + AMAZON_PAY_RETURN_PATH, { method: 'POST', redirect: 'manual', ...formBody(fields) });

describe('Amazon Payment Services through the sandbox', () => {
  it('hands the browser the signed form of spec §7, and no phrase', async () => {
    const { payment, next } = await started();
    if (next.type !== 'form') throw new Error('expected a form');
    expect(next.action).toBe(`${app.baseUrl}/sandbox/aps/FortAPI/paymentPage`);
    expect(Object.keys(next.fields).sort()).toEqual(
      [
        'access_code',
        'amount',
        'command',
        'currency',
        'customer_email',
        'language',
        'merchant_identifier',
        'merchant_reference',
        'return_url',
        'signature',
      ].sort(),
    );
    expect(next.fields).toMatchObject({
      command: 'PURCHASE',
      merchant_reference: payment.reference,
      amount: '123450',
      currency: 'INR',
      language: 'ar',
      return_url: app.baseUrl + AMAZON_PAY_RETURN_PATH,
    });
    const { requestPhrase, responsePhrase } = credentialsOf(app).amazonPay;
    expect(verifyApsSignature(requestPhrase, next.fields)).toBe(true);
    expect(JSON.stringify(next)).not.toContain(requestPhrase);
    expect(JSON.stringify(next)).not.toContain(responsePhrase);
  });

  it('paying posts the signed result back; the order completes once, though the notification told it too', async () => {
    const { orderId, payment, next } = await started();
    const { location } = await payInSandbox(next, 'pay');
    expect(location).toBe(`${app.baseUrl}/order-status?order_id=${orderId}`);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Completed', orderStatus: 'Completed' });
    expect(await eventsFor(app, payment.id)).toBe(1);
    expect((await checkStatus(orderId)).response_body.message).toBe(ORDER_PAID_MESSAGE);
  });

  it('without a notification, the browser’s signed return alone completes the order', async () => {
    app.paymentSettings.sandboxWebhooks = false;
    try {
      const { payment, next } = await started();
      await payInSandbox(next, 'pay');
      expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Completed', orderStatus: 'Completed' });
    } finally {
      app.paymentSettings.sandboxWebhooks = true;
    }
  });

  it('a shopper who closed the tab is settled by CHECK_STATUS when the status is checked', async () => {
    app.paymentSettings.sandboxWebhooks = false;
    try {
      const { orderId, payment, next } = await started();
      await payInSandbox(next, 'pay', { closeTabBeforeReturn: true });
      expect((await paymentState(app.database.db, payment.id)).status).toBe('Pending');
      expect((await checkStatus(orderId)).response_body).toMatchObject({ message: ORDER_PAID_MESSAGE, payment_status: 'Completed' });
    } finally {
      app.paymentSettings.sandboxWebhooks = true;
    }
  });

  it.each(['fail', 'cancel'] as const)('a %s comes back signed and fails the order', async (outcome) => {
    const { orderId, payment, next } = await started();
    const { location } = await payInSandbox(next, outcome);
    expect(location).toBe(`${app.baseUrl}/order-status?order_id=${orderId}`);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Failed', orderStatus: 'Failed' });
    expect((await checkStatus(orderId)).response_body.message).toBe('Payment failed for that order');
  });

  it('a form never posted stays pending, and fails once the payment window has passed', async () => {
    const fresh = await started();
    expect((await checkStatus(fresh.orderId)).response_body.message).toBe('Payment is pending for that order');
    const old = await started(new Date(Date.now() - 30 * 60_000));
    expect((await checkStatus(old.orderId)).response_body.message).toBe('Payment failed for that order');
    expect(await paymentState(app.database.db, old.payment.id)).toMatchObject({ status: 'Failed', orderStatus: 'Failed' });
  });

  it('asks for an email address before starting, since APS needs one', async () => {
    const noEmail = await signInAsNew(app, { email: null });
    const { orderId, payment } = await createOrder(app.database.db, { storeId, customerId: noEmail.customerId, provider: 'amazon_pay' });
    const error = await startPayment(app.database.db, app.gateways, { payment: payment!, orderId, origin: app.baseUrl }).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 422, message: expect.stringContaining('email address') });
  });

  it('the payment page refuses a form changed in the browser', async () => {
    const { next } = await started();
    if (next.type !== 'form') throw new Error('expected a form');
    const res = await fetch(next.action, { method: 'POST', redirect: 'manual', ...formBody({ ...next.fields, amount: '100' }) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Signature mismatch');
  });
});

describe('Amazon Payment Services notifications and returns', () => {
  it('refuse a tampered result, and one signed for another merchant, with 400, changing nothing', async () => {
    const { payment } = await started();
    const result = paid(payment.reference);
    const tampered = { ...result, amount: '1' };
    expect((await postWebhook(app, AMAZON_PAY_NOTIFY_PATH, formBody(tampered).body, formBody(tampered).headers)).status).toBe(400);
    expect((await returnPost(tampered)).status).toBe(400);
    const { responsePhrase } = credentialsOf(app).amazonPay;
    const elsewhere = signApsFields(responsePhrase, { ...result, access_code: 'AnotherMerchantCode1' });
    expect((await postWebhook(app, AMAZON_PAY_NOTIFY_PATH, formBody(elsewhere).body, formBody(elsewhere).headers)).status).toBe(400);
    const requestSigned = signApsFields(credentialsOf(app).amazonPay.requestPhrase, result);
    expect((await returnPost(requestSigned)).status).toBe(400);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Pending', orderStatus: 'Created' });
    expect(await eventsFor(app, payment.id)).toBe(0);
  });

  it('apply a result once: the same notification again changes nothing', async () => {
    const { payment } = await started();
    const { body: text, headers } = formBody(paid(payment.reference));
    expect((await postWebhook(app, AMAZON_PAY_NOTIFY_PATH, text, headers)).json.response_body).toMatchObject({ changed: true });
    const replay = await postWebhook(app, AMAZON_PAY_NOTIFY_PATH, text, headers);
    expect(replay.status).toBe(200);
    expect(replay.json.response_body).toMatchObject({ changed: false, payment_status: 'Completed' });
  });

  it('take the notification as JSON too', async () => {
    const { payment } = await started();
    const res = await postWebhook(app, AMAZON_PAY_NOTIFY_PATH, JSON.stringify(paid(payment.reference)), { 'content-type': 'application/json' });
    expect(res.json.response_body).toMatchObject({ changed: true, payment_status: 'Completed' });
  });

  it.each([
    ['amount', { amount: '123449' }],
    ['currency', { currency: 'AED' }],
  ])('refuse a success whose %s differs from the payment, changing nothing', async (what, changes) => {
    const { payment } = await started();
    const { body: text, headers } = formBody(paid(payment.reference, changes));
    const res = await postWebhook(app, AMAZON_PAY_NOTIFY_PATH, text, headers);
    expect(res.status).toBe(400);
    expect(res.json.response_message).toContain(what);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Pending', orderStatus: 'Created' });
  });

  it('delivered five times at once, a notification changes the order once', async () => {
    const { payment } = await started();
    const { body: text, headers } = formBody(paid(payment.reference));
    const answers = await Promise.all(Array.from({ length: 5 }, () => postWebhook(app, AMAZON_PAY_NOTIFY_PATH, text, headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json.response_body?.changed)).toHaveLength(1);
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Completed', orderStatus: 'Completed' });
  });

  it('the auto-posting return page has a Continue button and its script from the same origin', async () => {
    const { next } = await started();
    const { page } = await payInSandbox(next, 'pay', { closeTabBeforeReturn: true });
    expect(page.html).toContain('<button type="submit" class="primary">Continue</button>');
    expect(page.html).toContain('<script src="/sandbox/assets/auto-submit.js"></script>');
    expect(page.html).not.toMatch(/<script>(?!<)/);
    expect(formOf(page.html).action).toBe(app.baseUrl + AMAZON_PAY_RETURN_PATH);
  });
});
