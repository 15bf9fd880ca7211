import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../lib/api-error';
import { verifyCashfreeWebhook } from './cashfree-signature';
import { paymentStartProblem } from './customer-requirements';
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
import { fromMainUnits, toMainUnits } from './money-units';

/**
 * Cashfree Payment Gateway, API version 2025-01-01: Create Order gives a payment_session_id, the
 * browser posts it to Cashfree's hosted checkout (the form the cashfree.js SDK itself submits, so
 * no third-party script runs on our pages), Cashfree returns the shopper to return_url and posts
 * webhooks to notify_url; Get Order tells the truth after the return.
 *
 * Plain fetch rather than the `cashfree-pg` package: that SDK hard-codes its two hosts
 * (sandbox.cashfree.com, api.cashfree.com), so it could not be pointed at the built-in sandbox,
 * and it pulls in Sentry.
 */

export const CASHFREE_API_VERSION = '2025-01-01';
const TIMEOUT_MS = 10_000;

export type CashfreeOptions = {
  appId: string;
  secretKey: string;
  /** Where the server calls the API: https://api.cashfree.com or the sandbox's base. */
  apiBase: () => string;
  /** Where the browser posts the session: Cashfree's host, or the sandbox on the shopper's own origin. */
  checkoutBase: (returnUrl: string) => string;
  formActionHosts: string[];
};

type CashfreeOrder = {
  cf_order_id?: string | number;
  order_id?: string;
  order_amount?: number;
  order_currency?: string;
  order_status?: string;
  payment_session_id?: string;
};
type CashfreeRefund = { cf_refund_id?: string | number; refund_status?: string; status_description?: string; message?: string };
type CashfreePayment = { cf_payment_id?: string | number; payment_status?: string };
type CashfreeWebhook = {
  type?: string;
  data?: {
    order?: { order_id?: string };
    payment?: { cf_payment_id?: string | number; payment_status?: string; payment_amount?: number; payment_currency?: string; payment_message?: string };
  };
};

/** Cashfree's phone rule: 10 digits for India; other numbers with their country code. */
export const cashfreePhone = (phone: string) => (phone.startsWith('+91') ? phone.slice(3) : phone);

export class CashfreeGateway implements PaymentGateway {
  readonly provider = 'cashfree' as const;
  readonly formActionHosts: readonly string[];

  constructor(private readonly options: CashfreeOptions) {
    this.formActionHosts = options.formActionHosts;
  }

  private async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${this.options.apiBase()}/pg${path}`, {
        method,
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-api-version': CASHFREE_API_VERSION,
          'x-client-id': this.options.appId,
          'x-client-secret': this.options.secretKey,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ProviderError(`Cashfree did not answer ${method} ${path}: ${(error as Error).message}`);
    }
    const json: unknown = await res.json().catch(() => null);
    if (res.status >= 500 || res.status === 401 || res.status === 429) throw new ProviderError(`Cashfree answered ${method} ${path} with ${res.status}`);
    return { status: res.status, json };
  }

  async start(input: GatewayStart): Promise<GatewayStarted> {
    const problem = paymentStartProblem('cashfree', input.customer);
    if (problem || !input.customer.phone) throw new ApiError(422, problem ?? '');
    const created = await this.call('POST', '/orders', {
      order_id: input.reference,
      order_amount: toMainUnits(input.amountMinor, input.currency),
      order_currency: input.currency,
      order_note: input.description,
      // Cashfree's own expiry closes an abandoned order even if no one asks about it again.
      order_expiry_time: new Date(Date.now() + PAYMENT_WINDOW_MS).toISOString(),
      customer_details: {
        customer_id: `customer-${input.customer.id}`,
        customer_name: input.customer.name,
        customer_email: input.customer.email ?? undefined,
        customer_phone: cashfreePhone(input.customer.phone),
      },
      order_meta: { return_url: input.returnUrl, notify_url: input.notifyUrl },
    });
    // A retried start finds the order it created the first time and hands out the same session.
    const order = created.status === 409 ? (await this.call('GET', `/orders/${encodeURIComponent(input.reference)}`)).json : created.json;
    const { payment_session_id: session, cf_order_id: cfOrderId } = (order ?? {}) as CashfreeOrder;
    if ((created.status !== 200 && created.status !== 409) || !session) {
      throw new ProviderError(`Cashfree refused the order (${created.status}): ${JSON.stringify(created.json)}`);
    }
    return {
      providerRef: cfOrderId === undefined ? null : String(cfOrderId),
      next: {
        type: 'form',
        action: `${this.options.checkoutBase(input.returnUrl)}/pg/view/sessions/checkout`,
        method: 'POST',
        fields: { payment_session_id: session },
      },
    };
  }

  private report(query: StatusQuery, order: CashfreeOrder, state: GatewayStatus['state'], reason?: string): GatewayStatus {
    if (order.order_id !== undefined && order.order_id !== query.reference) throw new PaymentVerificationError('Cashfree answered about another order');
    const currency = order.order_currency ?? null;
    return {
      reference: query.reference,
      providerRef: order.cf_order_id === undefined ? query.providerRef : String(order.cf_order_id),
      state,
      amountMinor: currency ? fromMainUnits(order.order_amount, currency) : null,
      currency,
      reason,
    };
  }

  private stateOf(order: CashfreeOrder): GatewayStatus['state'] {
    if (order.order_status === 'PAID') return 'paid';
    if (order.order_status === 'EXPIRED' || order.order_status === 'TERMINATED') return 'failed';
    return 'pending';
  }

  async fetchStatus(query: StatusQuery): Promise<GatewayStatus> {
    const path = `/orders/${encodeURIComponent(query.reference)}`;
    const found = await this.call('GET', path);
    if (found.status === 404) {
      // Never created at Cashfree: no one was given a session to pay with.
      const state = ageOf(query) >= START_GRACE_MS ? 'failed' : 'pending';
      return {
        reference: query.reference,
        providerRef: query.providerRef,
        state,
        amountMinor: null,
        currency: null,
        reason: 'The payment was never started at Cashfree',
      };
    }
    if (found.status !== 200) throw new ProviderError(`Cashfree answered GET ${path} with ${found.status}`);
    const order = found.json as CashfreeOrder;
    if (order.order_status !== 'ACTIVE' || !(await this.shouldClose(query))) return this.report(query, order, this.stateOf(order));
    // Terminating is refused once a payment succeeded; Get Order then says PAID.
    const terminated = await this.call('PATCH', path, { order_status: 'TERMINATED' });
    const after = terminated.status === 200 ? (terminated.json as CashfreeOrder) : ((await this.call('GET', path)).json as CashfreeOrder);
    return this.report(query, after, this.stateOf(after), 'The payment was not completed at Cashfree');
  }

  /** Past the window, or the shopper is back with no attempt still in flight (a UPI collect can be). */
  private async shouldClose(query: StatusQuery): Promise<boolean> {
    if (ageOf(query) >= PAYMENT_WINDOW_MS) return true;
    if (!query.shopperReturned) return false;
    const attempts = await this.call('GET', `/orders/${encodeURIComponent(query.reference)}/payments`);
    const list = Array.isArray(attempts.json) ? (attempts.json as CashfreePayment[]) : [];
    return !list.some((p) => p.payment_status === 'PENDING' || p.payment_status === 'SUCCESS');
  }

  /**
   * Create Refund with our refund_id; asked again, Cashfree answers 409 for that id and Get Refund
   * tells how it went, so a retry never refunds twice.
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const path = `/orders/${encodeURIComponent(request.payment.reference)}/refunds`;
    const created = await this.call('POST', path, {
      refund_amount: toMainUnits(request.amountMinor, request.payment.currency),
      refund_id: request.refundRef,
      refund_note: request.note.slice(0, 100),
      refund_speed: 'STANDARD',
    });
    if (created.status !== 200 && created.status !== 409) {
      return {
        state: 'failed',
        providerRef: null,
        reason: (created.json as CashfreeRefund | null)?.message ?? `Cashfree refused the refund (${created.status})`,
      };
    }
    const refund = (
      created.status === 409 ? (await this.call('GET', `${path}/${encodeURIComponent(request.refundRef)}`)).json : created.json
    ) as CashfreeRefund;
    const state = refundStates[refund?.refund_status ?? ''];
    if (!state) throw new ProviderError(`Cashfree gave no refund status: ${JSON.stringify(refund)}`);
    return {
      state,
      providerRef: refund.cf_refund_id === undefined ? request.providerRef : String(refund.cf_refund_id),
      reason: state === 'failed' ? refund.status_description : undefined,
    };
  }

  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<GatewayStatus | null> {
    if (!verifyCashfreeWebhook(this.options.secretKey, rawBody, headerValue(headers, 'x-webhook-signature'), headerValue(headers, 'x-webhook-timestamp'))) {
      return Promise.reject(new PaymentVerificationError('The x-webhook-signature does not match this body'));
    }
    let event: CashfreeWebhook;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as CashfreeWebhook;
    } catch {
      return Promise.reject(new PaymentVerificationError('The webhook body is not JSON'));
    }
    const state = webhookStates[event.type ?? ''];
    const payment = event.data?.payment;
    const reference = event.data?.order?.order_id;
    if (!state || !payment || !reference) return Promise.resolve(null);
    const currency = payment.payment_currency ?? null;
    return Promise.resolve({
      reference,
      providerRef: null,
      state,
      amountMinor: currency ? fromMainUnits(payment.payment_amount, currency) : null,
      currency,
      // A payment's outcome is told once per attempt; the id is inside the signed body.
      eventId: `${event.type}:${payment.cf_payment_id}`,
      reason: payment.payment_message,
    });
  }
}

/**
 * Cashfree lets the shopper try again on its page after a failed or dropped attempt, so only a
 * success is final; a failure is recorded and the order waits for the return or the window.
 */
const webhookStates: Record<string, GatewayStatus['state']> = {
  PAYMENT_SUCCESS_WEBHOOK: 'paid',
  PAYMENT_FAILED_WEBHOOK: 'pending',
  PAYMENT_USER_DROPPED_WEBHOOK: 'pending',
};

/** A refund's refund_status: SUCCESS is done; PENDING and ONHOLD are still under way; CANCELLED is refused. */
const refundStates: Record<string, RefundOutcome['state']> = { SUCCESS: 'completed', PENDING: 'pending', ONHOLD: 'pending', CANCELLED: 'failed' };
