import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { STRIPE_WEBHOOK_PATH } from '../payment-paths';
import type { SandboxSetup } from '../payment-setup';
import { closedPage, paymentPage, sendHtml, type PaymentSummary } from './hosted-page';
import { registerStripeRefunds } from './stripe-refunds-sandbox';
import { BoundedMap, deliverWebhook, formMetadata, httpUrl, idempotencyKeys, IDEMPOTENCY_CONFLICT, randomId } from './sandbox-support';

/**
 * Stripe's Checkout Sessions API as the official SDK calls it (form-encoded bodies, Bearer secret
 * key, Idempotency-Key), its hosted page, and its webhooks signed with Stripe-Signature. The API
 * answers at /v1/… on the app's root because the SDK takes a host but no path prefix.
 */

type SandboxSession = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
};

type Form = Record<string, string | undefined>;
const PAGE = '/sandbox/stripe/pay';
const stripeError = (reply: FastifyReply, status: number, message: string, type = 'invalid_request_error') =>
  reply.status(status).send({ error: { type, message } });
const seconds = () => Math.floor(Date.now() / 1000);

/** Nested keys arrive flat (line_items[0][price_data][currency]); the sandbox reads the ones it needs. */
function lineItems(form: Form): { amount: number; currency: string } | string {
  let amount = 0;
  let currency = '';
  for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++) {
    const unit = form[`line_items[${i}][price_data][unit_amount]`] ?? '';
    const quantity = form[`line_items[${i}][quantity]`] ?? '';
    const itemCurrency = form[`line_items[${i}][price_data][currency]`] ?? '';
    if (!/^\d{1,12}$/.test(unit) || !/^[1-9]\d{0,5}$/.test(quantity)) return `line_items[${i}] needs a whole unit_amount and quantity`;
    if (!/^[a-z]{3}$/.test(itemCurrency) || (currency && itemCurrency !== currency))
      return `line_items[${i}][price_data][currency] must be one three-letter currency`;
    amount += Number(unit) * Number(quantity);
    currency = itemCurrency;
  }
  return currency ? { amount, currency } : 'line_items is required';
}

export function registerStripeSandbox(app: FastifyInstance, setup: SandboxSetup): void {
  const { secretKey, webhookSecret } = setup.credentials.stripe;
  const sessions = new BoundedMap<string, SandboxSession>();
  const idempotent = idempotencyKeys();

  const authorised = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization === `Bearer ${secretKey}`) return true;
    void stripeError(reply, 401, 'Invalid API Key provided');
    return false;
  };

  const sendEvent = async (request: FastifyRequest, type: string, object: object) => {
    if (!setup.webhooks()) return;
    const payload = JSON.stringify({
      id: randomId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    await deliverWebhook(request.log, setup.appBase() + STRIPE_WEBHOOK_PATH, payload, { 'content-type': 'application/json', 'stripe-signature': signature });
  };

  app.post('/v1/checkout/sessions', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const form = (request.body ?? {}) as Form;
    const earlier = idempotent.earlier(request.headers, form);
    if (earlier === 'conflict') return stripeError(reply, 400, IDEMPOTENCY_CONFLICT, 'idempotency_error');
    if (earlier) return sessions.get(earlier);
    if (form.mode !== 'payment') return stripeError(reply, 400, 'mode must be payment in this sandbox');
    const success = httpUrl(form.success_url);
    const cancel = httpUrl(form.cancel_url);
    if (!success || !cancel) return stripeError(reply, 400, 'success_url and cancel_url must be http(s) URLs');
    const items = lineItems(form);
    if (typeof items === 'string') return stripeError(reply, 400, items);
    const id = randomId('cs_test_');
    const session: SandboxSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: items.amount,
      currency: items.currency,
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata: formMetadata(form),
      payment_intent: null,
      success_url: success,
      cancel_url: cancel,
      // On the shop's own origin, so the shop's form-action 'self' lets the page's buttons post.
      url: `${new URL(success).origin}${PAGE}/${id}`,
      created: seconds(),
      expires_at: seconds() + 24 * 3600,
      livemode: false,
    };
    sessions.set(id, session);
    idempotent.remember(request.headers, form, id);
    return session;
  });

  app.get('/v1/checkout/sessions/:id', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const session = sessions.get((request.params as { id: string }).id);
    return session ?? stripeError(reply, 404, 'No such checkout.session');
  });

  app.post('/v1/checkout/sessions/:id/expire', { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const session = sessions.get((request.params as { id: string }).id);
    if (!session) return stripeError(reply, 404, 'No such checkout.session');
    if (session.status !== 'open') return stripeError(reply, 400, `Only Checkout Sessions with a status of open can be expired; this one is ${session.status}`);
    Object.assign(session, { status: 'expired', url: null });
    await sendEvent(request, 'checkout.session.expired', session);
    return session;
  });

  registerStripeRefunds(app, { authorised, sessions: () => sessions.values(), error: stripeError, idempotent });

  const summary = (s: SandboxSession): PaymentSummary => ({
    provider: 'Stripe',
    amountMinor: s.amount_total,
    currency: s.currency.toUpperCase(),
    description: s.metadata.order_id ? `Order ${s.metadata.order_id}` : 'Checkout',
    reference: s.client_reference_id ?? s.id,
  });

  app.get(`${PAGE}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const session = sessions.get((request.params as { id: string }).id);
    if (!session) return sendHtml(reply, closedPage('Stripe', 'This payment page does not exist or has been forgotten.', '/'), 404);
    if (session.status !== 'open') return sendHtml(reply, closedPage('Stripe', `This payment is ${session.status}.`, session.cancel_url));
    const declined = (request.query as { declined?: string }).declined === '1';
    return sendHtml(reply, paymentPage(summary(session), `${PAGE}/${session.id}`, declined ? 'Your card was declined. Pay again, or cancel.' : undefined));
  });

  app.post(`${PAGE}/:id`, { schema: { hide: true } }, async (request, reply) => {
    const session = sessions.get((request.params as { id: string }).id);
    if (!session || session.status !== 'open') return reply.redirect(`${PAGE}/${(request.params as { id: string }).id}`, 303);
    const outcome = ((request.body ?? {}) as Form).outcome;
    if (outcome === 'pay') {
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: randomId('pi_'), url: null });
      await sendEvent(request, 'checkout.session.completed', session);
      return reply.redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id), 303);
    }
    if (outcome === 'fail') {
      // A declined card leaves the shopper on Stripe's page to try again; the session stays open.
      await sendEvent(request, 'payment_intent.payment_failed', {
        id: randomId('pi_'),
        object: 'payment_intent',
        status: 'requires_payment_method',
        metadata: session.metadata,
      });
      return reply.redirect(`${PAGE}/${session.id}?declined=1`, 303);
    }
    if (outcome === 'cancel') return reply.redirect(session.cancel_url, 303);
    return sendHtml(reply, paymentPage(summary(session), `${PAGE}/${session.id}`, 'Choose Pay, Fail or Cancel.'), 400);
  });
}
