import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signApsFields, verifyApsSignature } from '../aps-signature';
import { credentialsOf, formOf } from '../payments-test-kit';
import { createListeningTestApp, createTestApp, type ListeningTestApp } from '../../../test/test-app';

// The sandbox answers as each provider does, refusals included, so the gateways' error paths
// are the real ones; and its pages are plain, labelled HTML that works under the app's CSP.
let app: ListeningTestApp;

beforeAll(async () => {
  app = await createListeningTestApp();
});
afterAll(async () => {
  await app.close();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const stripe = (path: string, init: { key?: string; body?: Record<string, string>; idempotencyKey?: string } = {}) =>
  fetch(app.baseUrl + path, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${init.key ?? credentialsOf(app).stripe.secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
    },
    body: init.body ? form(init.body) : undefined,
  });
const session = (amount = '5000') => ({
  mode: 'payment',
  client_reference_id: 'bz1-test',
  'line_items[0][quantity]': '1',
  'line_items[0][price_data][currency]': 'inr',
  'line_items[0][price_data][unit_amount]': amount,
  'line_items[0][price_data][product_data][name]': 'Order 1',
  success_url: `${app.baseUrl}/payment?session_id={CHECKOUT_SESSION_ID}`,
  cancel_url: `${app.baseUrl}/payment?cancelled=true`,
});

describe("the Stripe sandbox's API", () => {
  it('refuses a wrong secret key as Stripe does', async () => {
    const res = await stripe('/v1/checkout/sessions', { key: 'sk_test_nope', body: session() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
  });

  it('answers an idempotent retry with the same session, and refuses the key with other parameters', async () => {
    const first = (await (await stripe('/v1/checkout/sessions', { body: session(), idempotencyKey: 'k-1' })).json()) as {
      id: string;
      url: string;
      amount_total: number;
    };
    expect(first).toMatchObject({ amount_total: 5000, url: expect.stringContaining(`${app.baseUrl}/sandbox/stripe/pay/`) });
    const again = (await (await stripe('/v1/checkout/sessions', { body: session(), idempotencyKey: 'k-1' })).json()) as { id: string };
    expect(again.id).toBe(first.id);
    const other = await stripe('/v1/checkout/sessions', { body: session('6000'), idempotencyKey: 'k-1' });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { type: string } }).error.type).toBe('idempotency_error');
  });

  it('refuses a session without line items or return URLs', async () => {
    const { 'line_items[0][quantity]': _q, ...noItems } = session();
    expect((await stripe('/v1/checkout/sessions', { body: noItems })).status).toBe(400);
    expect((await stripe('/v1/checkout/sessions', { body: { ...session(), success_url: 'javascript:alert(1)' } })).status).toBe(400);
    expect((await stripe('/v1/checkout/sessions/cs_test_missing')).status).toBe(404);
  });
});

describe("the Cashfree sandbox's API", () => {
  const cashfree = (body: unknown, secret = credentialsOf(app).cashfree.secretKey, path = '') =>
    fetch(`${app.baseUrl}/sandbox/cashfree/pg/orders${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-id': credentialsOf(app).cashfree.appId,
        'x-client-secret': secret,
        'x-api-version': '2025-01-01',
      },
      body: JSON.stringify(body),
    });
  const order = { order_id: 'bz1-sandbox', order_amount: 10.5, order_currency: 'INR', customer_details: { customer_id: 'c1', customer_phone: '9000000001' } };

  it('refuses wrong credentials, a second order with the same id, and a missing phone, as Cashfree does', async () => {
    const wrong = await cashfree(order, 'cfsk_wrong');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'request_failed', type: 'authentication_error' });
    expect((await cashfree(order)).status).toBe(200);
    const twice = await cashfree(order);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'order_already_exists' });
    expect((await cashfree({ ...order, order_id: 'bz2-sandbox', customer_details: { customer_id: 'c1' } })).status).toBe(400);
  });

  it('refuses to refund an order that is not paid, and a refund_id used twice', async () => {
    expect((await cashfree({ ...order, order_id: 'bz3-sandbox' })).status).toBe(200);
    const refund = (refundId: string) => cashfree({ refund_amount: 5, refund_id: refundId }, undefined, '/bz3-sandbox/refunds');
    const unpaid = await refund('bz3-sandbox-r1');
    expect([unpaid.status, ((await unpaid.json()) as { code: string }).code]).toEqual([400, 'order_not_paid']);
    expect((await refund('no')).status).toBe(400);
  });
});

describe("the APS sandbox's paymentApi", () => {
  it('answers a request signed with the wrong phrase with a signed refusal', async () => {
    const creds = credentialsOf(app).amazonPay;
    const request = signApsFields('not-the-phrase', {
      query_command: 'CHECK_STATUS',
      access_code: creds.accessCode,
      merchant_identifier: creds.merchantIdentifier,
      merchant_reference: 'bz1-x',
      language: 'en',
    });
    const answer = (await (
      await fetch(`${app.baseUrl}/sandbox/aps/FortAPI/paymentApi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      })
    ).json()) as Record<string, string>;
    expect(answer).toMatchObject({ status: '00', response_message: 'Signature mismatch' });
    expect(verifyApsSignature(creds.responsePhrase, answer)).toBe(true);
  });
});

describe('the hosted pages', () => {
  it('are labelled HTML with one heading, a described amount and three buttons, under a CSP with no inline script', async () => {
    const created = (await (await stripe('/v1/checkout/sessions', { body: session() })).json()) as { url: string };
    const res = await fetch(created.url);
    const html = await res.text();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Stripe test payment</title>');
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain('<main aria-labelledby="page-title">');
    expect(html).toContain('<dt>Amount</dt><dd>₹50.00</dd>');
    expect(html).toContain('<legend>Choose how this test payment ends</legend>');
    expect([...html.matchAll(/<button type="submit" name="outcome" value="(\w+)"[^>]*>([^<]+)<\/button>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['pay', 'Pay ₹50.00'],
      ['fail', 'Fail the payment'],
      ['cancel', 'Cancel and go back to the shop'],
    ]);
    expect(html).not.toContain('<script');
    expect(formOf(html).action).toMatch(/^\/sandbox\/stripe\/pay\/cs_test_/);
  });

  it('serve the auto-submit script from the same origin as JavaScript', async () => {
    const res = await fetch(`${app.baseUrl}/sandbox/assets/auto-submit.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(await res.text()).toContain("querySelectorAll('form[data-auto-submit]')");
  });
});

describe('live providers', () => {
  it('have no sandbox routes, and their payment hosts join the form-action of the CSP', async () => {
    const live = await createTestApp({
      payments: {
        sandboxUrl: () => 'http://127.0.0.1:1',
        cashfree: { appId: 'app', secretKey: 'secret', environment: 'production' },
        stripe: { secretKey: 'sk_live_x', webhookSecret: 'whsec_x' },
        amazonPay: { accessCode: 'code', merchantIdentifier: 'merchant', requestPhrase: 'in', responsePhrase: 'out', environment: 'production' },
      },
    });
    try {
      // A GET falls through to the web app's pages; posts to the sandbox find nothing.
      expect((await live.inject({ method: 'GET', url: '/sandbox/assets/auto-submit.js' })).body).not.toContain('data-auto-submit');
      expect((await live.inject({ method: 'POST', url: '/v1/checkout/sessions' })).statusCode).toBe(404);
      expect((await live.inject({ method: 'POST', url: '/sandbox/cashfree/pg/orders' })).statusCode).toBe(404);
      expect((await live.inject({ method: 'POST', url: '/sandbox/aps/FortAPI/paymentPage' })).statusCode).toBe(404);
      const csp = (await live.inject({ method: 'GET', url: '/health' })).headers['content-security-policy'];
      expect(csp).toContain("form-action 'self' https://api.cashfree.com https://checkout.payfort.com");
    } finally {
      await live.close();
    }
  });
});
