import type { IncomingHttpHeaders } from 'node:http';
import type { PlaceOrderNext } from '@bazaar/contracts';

/**
 * One interface for every payment gateway (Cashfree, Stripe, Amazon Payment Services). Each
 * implementation speaks its provider's real protocol and signatures; the built-in sandbox speaks
 * the same protocols, so the demo and the tests run the same client code as production.
 *
 * A gateway never decides what happens to an order: it reports what the provider says
 * (GatewayStatus), verified, and the one completion path (orders' settlePayment) applies it.
 */

export type GatewayProvider = 'cashfree' | 'stripe' | 'amazon_pay';

export type GatewayStart = {
  /** Our unique, unguessable reference for this payment; the provider echoes it back. */
  reference: string;
  orderId: number;
  amountMinor: number;
  /** ISO 4217, e.g. INR, ZAR. */
  currency: string;
  /** Minor units per main unit (100 for paise). */
  numberToBasic: number;
  customer: { id: number; name: string; email: string | null; phone: string | null };
  /** The shopper's language (en, hi, ar, …). */
  language: string;
  /** Where the provider sends the browser back (a web page or a server endpoint). */
  returnUrl: string;
  cancelUrl: string;
  /** Where the provider posts its webhooks. */
  notifyUrl: string;
  description: string;
};

export type GatewayStarted = {
  /** The provider's own id of the payment (Cashfree order id, Stripe session id), when it has one. */
  providerRef: string | null;
  /** What the browser does next: a redirect to the hosted page, or the fields of an auto-posted form. */
  next: PlaceOrderNext;
};

/** What the provider says about a payment, after its signature (or its API's answer) was verified. */
export type GatewayStatus = {
  /** Our reference, as the provider echoed it. */
  reference: string;
  providerRef: string | null;
  state: 'paid' | 'failed' | 'pending';
  /** As the provider reports them: checked against the payment before anything changes. */
  amountMinor: number | null;
  currency: string | null;
  /** For webhooks: the provider's event id, so a replay is recognised. */
  eventId?: string;
  reason?: string;
};

/** A webhook or return whose signature or content does not check out: answered 400, changes nothing. */
export class PaymentVerificationError extends Error {}

export interface PaymentGateway {
  readonly provider: GatewayProvider;
  start(input: GatewayStart): Promise<GatewayStarted>;
  /** Asks the provider about a payment (return page, status re-check, reconciliation). */
  fetchStatus(payment: { reference: string; providerRef: string | null }): Promise<GatewayStatus>;
  /**
   * Verifies a webhook against the raw body and headers and reads it; throws
   * PaymentVerificationError on a bad signature; null for an event that is not a payment outcome.
   */
  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<GatewayStatus | null>;
  /** For providers that post signed results to the return URL (Amazon Payment Services). */
  readReturn?(fields: Record<string, string>): GatewayStatus;
}
