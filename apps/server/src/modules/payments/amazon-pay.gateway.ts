import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../../lib/api-error';
import { signApsFields, verifyApsSignature } from './aps-signature';
import { paymentStartProblem } from './customer-requirements';
import {
  ageOf,
  headerValue,
  PAYMENT_WINDOW_MS,
  PaymentVerificationError,
  ProviderError,
  type GatewayStart,
  type GatewayStarted,
  type GatewayStatus,
  type PaymentGateway,
  type RefundOutcome,
  type RefundRequest,
  type StatusQuery,
} from './gateway';
import { digitsAmount } from './money-units';

/**
 * Amazon Payment Services (PayFort) redirection: the browser posts the signed fields of spec §7
 * (command PURCHASE, merchant_reference, amount in minor units, access_code,
 * merchant_identifier, currency, language, customer_email, return_url, signature) to the payment
 * page; the result is posted back, signed with the response phrase, to return_url and to the
 * notification URL set in the APS dashboard; CHECK_STATUS on paymentApi asks about a payment.
 * The phrases never leave the server: only the signature goes to the browser.
 */

export type AmazonPayOptions = {
  accessCode: string;
  merchantIdentifier: string;
  requestPhrase: string;
  responsePhrase: string;
  /** paymentApi, where the server asks CHECK_STATUS. */
  apiUrl: () => string;
  /** paymentPage, where the browser posts the form: APS's host, or the sandbox on the shopper's origin. */
  pageUrl: (returnUrl: string) => string;
  formActionHosts: string[];
};

/** APS answers in English or Arabic only. */
const apsLanguage = (language: string) => (language === 'ar' ? 'ar' : 'en');

/** status of a purchase: 14 success; 13 failure and 00 an invalid or cancelled request, both final. */
const purchaseState = (status: string | undefined): GatewayStatus['state'] =>
  status === '14' ? 'paid' : status === '13' || status === '00' ? 'failed' : 'pending';

/** Message code 036 of CHECK_STATUS: APS has no transaction with this merchant_reference. */
const NOT_FOUND = /^\d\d036$/;

export class AmazonPayGateway implements PaymentGateway {
  readonly provider = 'amazon_pay' as const;
  readonly formActionHosts: readonly string[];

  constructor(private readonly options: AmazonPayOptions) {
    this.formActionHosts = options.formActionHosts;
  }

  start(input: GatewayStart): Promise<GatewayStarted> {
    const problem = paymentStartProblem('amazon_pay', input.customer);
    if (problem || !input.customer.email) return Promise.reject(new ApiError(422, problem ?? ''));
    const fields = signApsFields(this.options.requestPhrase, {
      command: 'PURCHASE',
      access_code: this.options.accessCode,
      merchant_identifier: this.options.merchantIdentifier,
      merchant_reference: input.reference,
      amount: String(input.amountMinor),
      currency: input.currency,
      language: apsLanguage(input.language),
      customer_email: input.customer.email,
      return_url: input.returnUrl,
    });
    return Promise.resolve({ providerRef: null, next: { type: 'form', action: this.options.pageUrl(input.returnUrl), method: 'POST', fields } });
  }

  /** A response or notification: signed with the response phrase, and meant for this merchant. */
  private verified(fields: Record<string, string>): Record<string, string> {
    if (!verifyApsSignature(this.options.responsePhrase, fields)) throw new PaymentVerificationError('The signature does not match these fields');
    if (fields.access_code !== this.options.accessCode || fields.merchant_identifier !== this.options.merchantIdentifier) {
      throw new PaymentVerificationError('These fields are for another merchant');
    }
    if (!fields.merchant_reference) throw new PaymentVerificationError('merchant_reference is missing');
    return fields;
  }

  readReturn(input: Record<string, string>): GatewayStatus {
    const fields = this.verified(input);
    const state = purchaseState(fields.status);
    return {
      reference: fields.merchant_reference!,
      providerRef: fields.fort_id ?? null,
      state,
      amountMinor: digitsAmount(fields.amount),
      currency: fields.currency ?? null,
      // The browser's return and the notification carry the same signed result: one event.
      eventId: `${fields.command ?? 'PURCHASE'}:${fields.fort_id ?? fields.merchant_reference}:${fields.status ?? ''}`,
      reason: state === 'paid' ? undefined : fields.response_message,
    };
  }

  readWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<GatewayStatus | null> {
    try {
      return Promise.resolve(this.readReturn(parseNotification(rawBody, headerValue(headers, 'content-type'))));
    } catch (error) {
      return Promise.reject(error instanceof PaymentVerificationError ? error : new PaymentVerificationError('The notification could not be read'));
    }
  }

  /** A signed request to paymentApi; the answer verified as APS's, about this payment. */
  private async post(what: string, request: Record<string, string>): Promise<Record<string, string>> {
    let answer: Record<string, string>;
    try {
      const res = await fetch(this.options.apiUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(signApsFields(this.options.requestPhrase, request)),
        signal: AbortSignal.timeout(10_000),
      });
      answer = stringFields(await res.json());
    } catch (error) {
      throw new ProviderError(`Amazon Payment Services did not answer ${what}: ${(error as Error).message}`);
    }
    const fields = this.verified(answer);
    if (fields.merchant_reference !== request.merchant_reference) throw new PaymentVerificationError('Amazon Payment Services answered about another payment');
    return fields;
  }

  private async checkStatus(reference: string): Promise<Record<string, string>> {
    const fields = await this.post('CHECK_STATUS', {
      query_command: 'CHECK_STATUS',
      access_code: this.options.accessCode,
      merchant_identifier: this.options.merchantIdentifier,
      merchant_reference: reference,
      language: 'en',
    });
    // 12 is "check status success"; anything else means our request itself was refused.
    if (fields.status !== '12') throw new ProviderError(`Amazon Payment Services refused CHECK_STATUS: ${fields.response_message ?? fields.response_code}`);
    return fields;
  }

  /**
   * REFUND answers at once: status 06 refunded, anything else refused. APS keeps no refund id to
   * ask about, so after an attempt whose answer was lost, CHECK_STATUS's refunded_amount tells
   * whether it went through (this payment's refunds are asked one at a time, under its lock).
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const { payment } = request;
    if (request.askedBefore) {
      const status = await this.checkStatus(payment.reference);
      if ((digitsAmount(status.refunded_amount) ?? 0) >= request.refundedBeforeMinor + request.amountMinor) {
        return { state: 'completed', providerRef: request.providerRef ?? status.fort_id ?? null };
      }
    }
    const fields = await this.post('REFUND', {
      command: 'REFUND',
      access_code: this.options.accessCode,
      merchant_identifier: this.options.merchantIdentifier,
      merchant_reference: payment.reference,
      maintenance_reference: request.refundRef,
      amount: String(request.amountMinor),
      currency: payment.currency,
      language: 'en',
      order_description: request.note.slice(0, 150),
    });
    if (fields.status === '06') return { state: 'completed', providerRef: fields.fort_id ?? null };
    return { state: 'failed', providerRef: null, reason: fields.response_message ?? `Amazon Payment Services refused the refund (${fields.response_code})` };
  }

  async fetchStatus(query: StatusQuery): Promise<GatewayStatus> {
    const fields = await this.checkStatus(query.reference);
    const base = { reference: query.reference, providerRef: fields.fort_id ?? query.providerRef };
    if (!fields.transaction_status) {
      // Nothing posted yet. The signed form may still be sent until the window closes.
      const gone = NOT_FOUND.test(fields.response_code ?? '') && ageOf(query) >= PAYMENT_WINDOW_MS;
      return { ...base, state: gone ? 'failed' : 'pending', amountMinor: null, currency: null, reason: fields.response_message };
    }
    const state = purchaseState(fields.transaction_status);
    return {
      ...base,
      state,
      amountMinor: digitsAmount(fields.captured_amount ?? fields.authorized_amount ?? fields.amount),
      // CHECK_STATUS gives no currency; the purchase's currency was part of the signed request,
      // which APS refuses when altered, so the payment's own currency is the one charged.
      currency: fields.currency ?? query.currency,
      reason: state === 'paid' ? undefined : (fields.transaction_message ?? fields.response_message),
    };
  }
}

/** APS sends notifications form-encoded or as JSON, as set in its dashboard. */
function parseNotification(rawBody: Buffer, contentType: string | undefined): Record<string, string> {
  const text = rawBody.toString('utf8');
  if (contentType?.includes('json')) return stringFields(JSON.parse(text));
  return Object.fromEntries(new URLSearchParams(text));
}

/** A provider's JSON object with every value as the text it signed. */
function stringFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new PaymentVerificationError('The answer is not an object');
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}
