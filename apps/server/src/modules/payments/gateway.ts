import type { IncomingHttpHeaders } from 'node:http';
import type { PlaceOrderNext } from '@bazaar/contracts';
import type { ProviderReport, RefundAnswer } from '../orders';

/**
 * One interface for every payment gateway (Cashfree, Stripe, Amazon Payment Services). Each
 * implementation speaks its provider's real protocol and signatures; the built-in sandbox speaks
 * the same protocols, so the demo and the tests run the same client code as production.
 *
 * A gateway never decides what happens to an order: it reports what the provider says
 * (GatewayStatus), verified, and the one completion path (orders' settlePayment) applies it.
 */

export type GatewayProvider = 'cashfree' | 'stripe' | 'amazon_pay';
export const GATEWAY_PROVIDERS: readonly GatewayProvider[] = ['cashfree', 'stripe', 'amazon_pay'];

/**
 * How long a shopper has to pay once a payment is started. Past it an unfinished payment is closed
 * at the provider (Stripe session expired, Cashfree order terminated) or, where the provider has
 * nothing to close (an Amazon Payment Services form never posted), taken as failed.
 */
export const PAYMENT_WINDOW_MS = 30 * 60_000;
/**
 * A payment the provider has never heard of (its start failed or was never made) cannot have been
 * paid once this long has passed since it was created: nobody was ever sent to pay it.
 */
export const START_GRACE_MS = 5 * 60_000;

export type GatewayStart = {
  /** Our unique, unguessable reference for this payment; the provider echoes it back. */
  reference: string;
  orderId: number;
  /** Minor units of the currency as ISO 4217 counts them (paise for INR). */
  amountMinor: number;
  /** ISO 4217, e.g. INR, ZAR. */
  currency: string;
  customer: { id: number; name: string; email: string | null; phone: string | null };
  /** The shopper's language (en, hi, ar, …). */
  language: string;
  /** Where the provider sends the browser back (a web page or a server endpoint). */
  returnUrl: string;
  cancelUrl: string;
  /** Where the provider posts its webhooks, for providers that take it per payment. */
  notifyUrl: string;
  description: string;
};

export type GatewayStarted = {
  /** The provider's own id of the payment (Cashfree order id, Stripe session id), when it has one. */
  providerRef: string | null;
  /** What the browser does next: a redirect to the hosted page, or the fields of an auto-posted form. */
  next: PlaceOrderNext;
};

/** What we know of a payment when asking its provider about it. */
export type StatusQuery = {
  reference: string;
  providerRef: string | null;
  amountMinor: number;
  currency: string;
  createdAt: Date;
  /**
   * The shopper is back on our site (the status re-check): a payment with nothing in flight at the
   * provider is closed there and reported failed, so the order does not wait out the window.
   */
  shopperReturned: boolean;
};

/**
 * What the provider says about a payment, after its signature (or its API's answer) was verified:
 * the report the one completion path (orders' settlePayment) takes, with our reference as the
 * provider echoed it, the amount and currency as it reports them (checked against the payment
 * before anything changes) and, for webhooks and signed returns, its event id (replays are
 * recognised by it).
 */
export type GatewayStatus = ProviderReport;

/** Money going back to the shopper through the provider that took it: part or all of one payment. */
export type RefundRequest = {
  /** Our id for this refund at the provider (≤ 40 of [a-z0-9-]): the payment's reference and the refund's row. */
  refundRef: string;
  /** The provider's id of this refund, when an earlier attempt got one. */
  providerRef: string | null;
  /** An earlier attempt got no answer, so it may have gone through: look before asking again. */
  askedBefore: boolean;
  payment: { reference: string; providerRef: string | null; currency: string };
  amountMinor: number;
  /** What this payment has already had back through refunds that completed. */
  refundedBeforeMinor: number;
  note: string;
};

/** The provider's answer about a refund: done, still under way at the provider, or refused. */
export type RefundOutcome = RefundAnswer;

/** A webhook or return whose signature or content does not check out: answered 400, changes nothing. */
export class PaymentVerificationError extends Error {}

/** The provider did not answer, or answered something we cannot use. */
export class ProviderError extends Error {}

export interface PaymentGateway {
  readonly provider: GatewayProvider;
  /** Hosts the browser's form posts go to when this gateway is live (for the CSP's form-action). */
  readonly formActionHosts: readonly string[];
  start(input: GatewayStart): Promise<GatewayStarted>;
  /** Asks the provider about a payment (return page, status re-check, reconciliation). */
  fetchStatus(query: StatusQuery): Promise<GatewayStatus>;
  /**
   * Verifies a webhook against the raw body and headers and reads it; throws
   * PaymentVerificationError on a bad signature; null for an event that is not a payment outcome.
   */
  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<GatewayStatus | null>;
  /**
   * Asks for a refund, or how an earlier one went. Throws ProviderError when the provider did not
   * answer: the refund stays pending and is asked about again later.
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** For providers that post signed results to the return URL (Amazon Payment Services). */
  readReturn?(fields: Record<string, string>): GatewayStatus;
}

export type PaymentGateways = Record<GatewayProvider, PaymentGateway>;

export const isGatewayProvider = (provider: string): provider is GatewayProvider => (GATEWAY_PROVIDERS as readonly string[]).includes(provider);

/** A single header's value (Node gives arrays for repeated headers). */
export const headerValue = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Milliseconds since the payment was created, on the app's clock (a fake one in tests). */
export const ageOf = (query: Pick<StatusQuery, 'createdAt'>) => Date.now() - query.createdAt.getTime();
