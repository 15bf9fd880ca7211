import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CASHFREE_API_VERSION } from '../cashfree.gateway';
import { cashfreeWebhookSignature } from '../cashfree-signature';
import { fromMainUnits } from '../money-units';
import { SANDBOX_PREFIX, type SandboxSetup } from '../payment-setup';
import { registerCashfreeRefunds } from './cashfree-refunds-sandbox';
import { closedPage, paymentPage, sendHtml } from './hosted-page';
import { BoundedMap, deliverWebhook, httpUrl, randomDigits, randomId } from './sandbox-support';

/**
 * Cashfree's PG API (x-client-id, x-client-secret, x-api-version): Create Order, Get Order,
 * Terminate Order and the order's payments; the hosted checkout the payment_session_id is posted
 * to; webhooks signed as Cashfree signs them (x-webhook-signature over timestamp + raw body).
 */

type Attempt = {
  cf_payment_id: number;
  order_id: string;
  entity: 'payment';
  payment_status: 'SUCCESS' | 'FAILED' | 'USER_DROPPED';
  payment_amount: number;
  payment_currency: string;
  payment_message: string;
  payment_time: string;
  payment_group: 'upi';
};
type Order = {
  cf_order_id: number;
  order_id: string;
  entity: 'order';
  order_amount: number;
  order_currency: string;
  order_status: 'ACTIVE' | 'PAID' | 'EXPIRED' | 'TERMINATED';
  payment_session_id: string;
  order_expiry_time: string;
  order_note: string | null;
  created_at: string;
  customer_details: Record<string, unknown>;
  order_meta: { return_url: string | null; notify_url: string | null; payment_methods: null };
};

const cashfreeError = (reply: FastifyReply, status: number, message: string, code: string, type = 'invalid_request_error') =>
  reply.status(status).send({ message, code, type });
const OUTCOMES = {
  pay: ['SUCCESS', 'PAYMENT_SUCCESS_WEBHOOK', 'Transaction successful'],
  fail: ['FAILED', 'PAYMENT_FAILED_WEBHOOK', 'Payment failed: the bank declined it'],
  cancel: ['USER_DROPPED', 'PAYMENT_USER_DROPPED_WEBHOOK', 'The customer left the payment page'],
} as const;

export function registerCashfreeSandbox(app: FastifyInstance, setup: SandboxSetup): void {
  const { appId, secretKey } = setup.credentials.cashfree;
  const base = SANDBOX_PREFIX.cashfree;
  const orders = new BoundedMap<string, Order>();
  const bySession = new BoundedMap<string, string>();
  const attempts = new BoundedMap<string, Attempt[]>();
  let nextId = Number(randomDigits(6)) + 1;

  const authorised = (request: FastifyRequest, reply: FastifyReply) => {
    const h = request.headers;
    if (h['x-client-id'] === appId && h['x-client-secret'] === secretKey && typeof h['x-api-version'] === 'string') return true;
    void cashfreeError(reply, 401, 'authentication Failed', 'request_failed', 'authentication_error');
    return false;
  };
  /** An order past its expiry time reads EXPIRED, as Cashfree's does. */
  const current = (orderId: string) => {
    const order = orders.get(orderId);
    if (order?.order_status === 'ACTIVE' && Date.parse(order.order_expiry_time) <= Date.now()) order.order_status = 'EXPIRED';
    return order;
  };
  const orderIdOf = (request: FastifyRequest) => (request.params as { orderId: string }).orderId;

  app.post(`${base}/pg/orders`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const body = (request.body ?? {}) as Partial<Order> & {
      order_id?: string;
      order_meta?: Record<string, unknown>;
      customer_details?: Record<string, unknown>;
    };
    if (typeof body.order_amount !== 'number' || !(body.order_amount >= 1))
      return cashfreeError(reply, 400, 'order_amount : should be at least 1', 'order_amount_invalid');
    if (typeof body.order_currency !== 'string' || !/^[A-Z]{3}$/.test(body.order_currency))
      return cashfreeError(reply, 400, 'order_currency : is invalid', 'order_currency_invalid');
    const customer = body.customer_details ?? {};
    if (typeof customer.customer_id !== 'string' || typeof customer.customer_phone !== 'string') {
      return cashfreeError(reply, 400, 'customer_details.customer_id and customer_phone are required', 'customer_details_invalid');
    }
    const orderId = body.order_id ?? randomId('order_', 8);
    if (!/^[A-Za-z0-9_-]{3,45}$/.test(orderId)) return cashfreeError(reply, 400, 'order_id : is invalid', 'order_id_invalid');
    if (orders.has(orderId)) return cashfreeError(reply, 409, 'order with same id is already present', 'order_already_exists');
    const returnUrl = body.order_meta?.return_url === undefined ? null : httpUrl(body.order_meta.return_url);
    const notifyUrl = body.order_meta?.notify_url === undefined ? null : httpUrl(body.order_meta.notify_url);
    if (returnUrl === null && body.order_meta?.return_url !== undefined)
      return cashfreeError(reply, 400, 'order_meta.return_url : is invalid', 'order_meta_invalid');
    const expiry =
      typeof body.order_expiry_time === 'string' && !Number.isNaN(Date.parse(body.order_expiry_time))
        ? body.order_expiry_time
        : new Date(Date.now() + 30 * 86_400_000).toISOString();
    const order: Order = {
      cf_order_id: nextId++,
      order_id: orderId,
      entity: 'order',
      order_amount: body.order_amount,
      order_currency: body.order_currency,
      order_status: 'ACTIVE',
      payment_session_id: randomId('session_', 24),
      order_expiry_time: expiry,
      order_note: typeof body.order_note === 'string' ? body.order_note : null,
      created_at: new Date().toISOString(),
      customer_details: customer,
      order_meta: { return_url: returnUrl, notify_url: notifyUrl, payment_methods: null },
    };
    orders.set(orderId, order);
    bySession.set(order.payment_session_id, orderId);
    return order;
  });

  app.get(`${base}/pg/orders/:orderId`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    return current(orderIdOf(request)) ?? cashfreeError(reply, 404, 'order not found', 'order_not_found');
  });

  app.get(`${base}/pg/orders/:orderId/payments`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    if (!orders.has(orderIdOf(request))) return cashfreeError(reply, 404, 'order not found', 'order_not_found');
    return attempts.get(orderIdOf(request)) ?? [];
  });

  app.patch(`${base}/pg/orders/:orderId`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const order = current(orderIdOf(request));
    if (!order) return cashfreeError(reply, 404, 'order not found', 'order_not_found');
    if ((request.body as { order_status?: string } | undefined)?.order_status !== 'TERMINATED') {
      return cashfreeError(reply, 400, 'order_status : should be TERMINATED', 'order_status_invalid');
    }
    if (order.order_status === 'PAID') return cashfreeError(reply, 400, 'order is already paid and cannot be terminated', 'order_terminate_failed');
    if (order.order_status === 'ACTIVE') order.order_status = 'TERMINATED';
    return order;
  });

  registerCashfreeRefunds(app, { base, authorised, orderOf: current, error: cashfreeError });

  // The hosted checkout: the form cashfree.js posts, then the page on a URL a reload can revisit.
  app.post(`${base}/pg/view/sessions/checkout`, { schema: { hide: true } }, async (request, reply) => {
    const session = ((request.body ?? {}) as { payment_session_id?: string }).payment_session_id ?? '';
    return reply.redirect(`${base}/checkout/${encodeURIComponent(session)}`, 303);
  });

  const orderOfSession = (request: FastifyRequest) => current(bySession.get((request.params as { session: string }).session) ?? '');
  const backTo = (order: Order) => (order.order_meta.return_url ?? '/').replace('{order_id}', encodeURIComponent(order.order_id));

  app.get(`${base}/checkout/:session`, { schema: { hide: true } }, async (request, reply) => {
    const order = orderOfSession(request);
    if (!order) return sendHtml(reply, closedPage('Cashfree', 'This payment session does not exist.', '/'), 404);
    if (order.order_status !== 'ACTIVE') return sendHtml(reply, closedPage('Cashfree', `This order is ${order.order_status.toLowerCase()}.`, backTo(order)));
    const summary = {
      provider: 'Cashfree',
      amountMinor: fromMainUnits(order.order_amount, order.order_currency) ?? 0,
      currency: order.order_currency,
      description: order.order_note ?? 'Order',
      reference: order.order_id,
    };
    return sendHtml(reply, paymentPage(summary, `${base}/checkout/${order.payment_session_id}`));
  });

  app.post(`${base}/checkout/:session`, { schema: { hide: true } }, async (request, reply) => {
    const order = orderOfSession(request);
    const outcome = OUTCOMES[((request.body ?? {}) as { outcome?: string }).outcome as keyof typeof OUTCOMES];
    if (!order || order.order_status !== 'ACTIVE' || !outcome)
      return reply.redirect(`${base}/checkout/${(request.params as { session: string }).session}`, 303);
    const [status, type, message] = outcome;
    const attempt: Attempt = {
      cf_payment_id: nextId++,
      order_id: order.order_id,
      entity: 'payment',
      payment_status: status,
      payment_amount: order.order_amount,
      payment_currency: order.order_currency,
      payment_message: message,
      payment_time: new Date().toISOString(),
      payment_group: 'upi',
    };
    attempts.set(order.order_id, [...(attempts.get(order.order_id) ?? []), attempt]);
    if (status === 'SUCCESS') order.order_status = 'PAID';
    if (setup.webhooks() && order.order_meta.notify_url) {
      const body = JSON.stringify({
        data: {
          order: { order_id: order.order_id, order_amount: order.order_amount, order_currency: order.order_currency, order_tags: null },
          payment: { ...attempt, bank_reference: randomDigits(12), auth_id: null, payment_method: { upi: { channel: 'collect', upi_id: 'test@upi' } } },
          customer_details: order.customer_details,
          payment_gateway_details: { gateway_name: 'CASHFREE', gateway_order_id: String(order.cf_order_id), gateway_payment_id: String(attempt.cf_payment_id) },
        },
        event_time: new Date().toISOString(),
        type,
      });
      const timestamp = String(Date.now());
      // To this app at PAYMENT_SANDBOX_URL, whatever host notify_url names: the shop's public
      // host (demo.localhost, a proxy's name) need not be reachable from inside.
      const notify = new URL(order.order_meta.notify_url);
      await deliverWebhook(request.log, setup.appBase() + notify.pathname + notify.search, body, {
        'content-type': 'application/json',
        'x-webhook-signature': cashfreeWebhookSignature(secretKey, timestamp, Buffer.from(body)),
        'x-webhook-timestamp': timestamp,
        'x-webhook-version': CASHFREE_API_VERSION,
        'x-webhook-attempt': '1',
        'x-idempotency-key': createHash('sha256').update(`${type}:${attempt.cf_payment_id}`).digest('base64'),
      });
    }
    return reply.redirect(backTo(order), 303);
  });
}
