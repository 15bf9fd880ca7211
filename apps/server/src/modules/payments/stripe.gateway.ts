import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import {
  ageOf,
  headerValue,
  PAYMENT_WINDOW_MS,
  PaymentVerificationError,
  ProviderError,
  START_GRACE_MS,
  type GatewayStart,
  type GatewayStarted,
  type GatewayStatus,
  type PaymentGateway,
  type RefundOutcome,
  type RefundRequest,
  type StatusQuery,
} from './gateway';

/**
 * Stripe Checkout through the official `stripe` package: a Checkout Session per payment (our
 * reference as client_reference_id and in its metadata), the shopper redirected to its url, the
 * session retrieved for its status, and webhooks checked by stripe.webhooks.constructEvent
 * (Stripe-Signature t=…,v1=HMAC-SHA256 of `${t}.${payload}`, five minutes of tolerance).
 * In sandbox mode the same client is pointed at the built-in sandbox through the SDK's host,
 * port and protocol settings.
 */

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string;
  /** The sandbox's base URL; unset for the real Stripe. */
  apiBase?: () => string;
};

type Session = Stripe.Checkout.Session;

/** The events that say how a Checkout Session ended; the others are not payment outcomes for us. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  /** The browser is redirected to Stripe, never posts a form to it. */
  readonly formActionHosts: readonly string[] = [];
  private clients = new Map<string, Stripe>();

  constructor(private readonly options: StripeOptions) {}

  /** One client per base URL; the sandbox's is known only once the server listens. */
  private client(): Stripe {
    const base = this.options.apiBase?.() ?? '';
    let client = this.clients.get(base);
    if (!client) {
      const url = base ? new URL(base) : null;
      const where = url
        ? { host: url.hostname, port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)), protocol: url.protocol.replace(':', '') as 'http' | 'https' }
        : {};
      client = new Stripe(this.options.secretKey, { ...where, maxNetworkRetries: 1, timeout: 10_000 });
      this.clients.set(base, client);
    }
    return client;
  }

  private async ask<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw new ProviderError(`Stripe did not ${what}: ${(error as Error).message}`);
    }
  }

  async start(input: GatewayStart): Promise<GatewayStarted> {
    const session = await this.ask('create the Checkout Session', () =>
      this.client().checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: input.reference,
          metadata: { reference: input.reference, order_id: String(input.orderId) },
          payment_intent_data: { metadata: { reference: input.reference } },
          customer_email: input.customer.email ?? undefined,
          locale: 'auto',
          line_items: [
            { quantity: 1, price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amountMinor, product_data: { name: input.description } } },
          ],
          success_url: input.returnUrl,
          cancel_url: input.cancelUrl,
        },
        // A retried start gets the session the first one created.
        { idempotencyKey: `checkout-session-${input.reference}` },
      ),
    );
    if (!session.url) throw new ProviderError('Stripe gave the Checkout Session no url');
    return { providerRef: session.id, next: { type: 'redirect', url: session.url } };
  }

  private report(session: Session, reference: string, state: GatewayStatus['state'], eventId?: string): GatewayStatus {
    if (session.client_reference_id !== reference) throw new PaymentVerificationError('Stripe answered about another payment');
    return {
      reference,
      providerRef: session.id,
      state,
      amountMinor: session.amount_total ?? null,
      currency: session.currency ? session.currency.toUpperCase() : null,
      eventId,
      reason: state === 'failed' ? `The Checkout Session ended ${session.status === 'expired' ? 'unpaid' : 'with a failed payment'}` : undefined,
    };
  }

  async fetchStatus(query: StatusQuery): Promise<GatewayStatus> {
    if (!query.providerRef) {
      // No session was stored, so no one was sent to pay: the start failed or never happened.
      const state = ageOf(query) >= START_GRACE_MS ? 'failed' : 'pending';
      return { reference: query.reference, providerRef: null, state, amountMinor: null, currency: null, reason: 'The payment was never started at Stripe' };
    }
    const id = query.providerRef;
    let session = await this.ask('return the Checkout Session', () => this.client().checkout.sessions.retrieve(id));
    if (session.status === 'open' && (query.shopperReturned || ageOf(query) >= PAYMENT_WINDOW_MS)) {
      // Expiring is refused once the session completed; reading it again then tells how.
      session = await this.client()
        .checkout.sessions.expire(id)
        .catch(() => this.ask('return the Checkout Session', () => this.client().checkout.sessions.retrieve(id)));
    }
    return this.report(session, query.reference, sessionState(session));
  }

  /**
   * A Refund of the session's PaymentIntent, with our refund reference as its Idempotency-Key so a
   * retry gets the same refund; once Stripe has named it, later asks retrieve it for its status.
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    if (request.providerRef) {
      const id = request.providerRef;
      return refundOutcome(await this.ask('return the Refund', () => this.client().refunds.retrieve(id)));
    }
    const sessionId = request.payment.providerRef;
    if (!sessionId) return { state: 'failed', providerRef: null, reason: 'The payment has no Checkout Session at Stripe' };
    const session = await this.ask('return the Checkout Session', () => this.client().checkout.sessions.retrieve(sessionId));
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) return { state: 'failed', providerRef: null, reason: 'The Checkout Session took no payment to refund' };
    try {
      const refund = await this.client().refunds.create(
        { payment_intent: intent, amount: request.amountMinor, reason: 'requested_by_customer', metadata: { reference: request.refundRef } },
        { idempotencyKey: `refund-${request.refundRef}` },
      );
      return refundOutcome(refund);
    } catch (error) {
      // Stripe refused the request itself (more than is left to refund, a disputed charge): final.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return { state: 'failed', providerRef: null, reason: error.message };
      throw new ProviderError(`Stripe did not create the Refund: ${(error as Error).message}`);
    }
  }

  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<GatewayStatus | null> {
    let event: Stripe.Event;
    try {
      event = this.client().webhooks.constructEvent(rawBody, headerValue(headers, 'stripe-signature') ?? '', this.options.webhookSecret);
    } catch (error) {
      // The SDK's first sentence says what is wrong; the rest is advice for developers.
      const why = (error as Error).message.split(/(?<=\.)\s/)[0];
      return Promise.reject(new PaymentVerificationError(`The Stripe-Signature does not match this body: ${why}`));
    }
    const session = event.data?.object as Session | undefined;
    const reference = session?.client_reference_id;
    if (!SESSION_EVENTS.has(event.type) || !session || !reference) return Promise.resolve(null);
    const state =
      event.type === 'checkout.session.async_payment_failed'
        ? 'failed'
        : event.type === 'checkout.session.async_payment_succeeded'
          ? 'paid'
          : sessionState(session);
    return Promise.resolve(this.report(session, reference, state, event.id));
  }
}

/** complete + paid is paid; expired is failed; open, or complete with a delayed method still running, is pending. */
export function sessionState(session: Pick<Session, 'status' | 'payment_status'>): GatewayStatus['state'] {
  if (session.status === 'complete' && session.payment_status !== 'unpaid') return 'paid';
  if (session.status === 'expired') return 'failed';
  return 'pending';
}

/** succeeded is done; pending and requires_action are under way; failed and canceled are refused. */
function refundOutcome(refund: Stripe.Refund): RefundOutcome {
  const state = refund.status === 'succeeded' ? 'completed' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return { state, providerRef: refund.id, reason: state === 'failed' ? (refund.failure_reason ?? 'Stripe could not refund the payment') : undefined };
}
