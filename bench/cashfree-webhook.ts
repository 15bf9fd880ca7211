/**
 * A Cashfree payment-success webhook as the built-in sandbox sends it
 * (apps/server/src/modules/payments/sandbox/cashfree-sandbox.ts): the same body and headers, and
 * Cashfree's signature, Base64 HMAC-SHA256 of x-webhook-timestamp followed by the raw body, under
 * the merchant's client secret. Written out here because the payments module exports only its
 * index, and the bench must not reach inside it.
 */
import { createHash, createHmac } from 'node:crypto';
import type { Call } from './http-burst';

const WEBHOOK_PATH = '/cfs/rest/v3/payments/cashfree/webhook';
const API_VERSION = '2025-01-01';

/** Cashfree counts in the currency's main unit: the payment's minor units divided by its decimals (Intl knows them). */
function mainUnits(amountMinor: number, currency: string): number {
  const decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return Number((amountMinor / 10 ** decimals).toFixed(decimals));
}

export function cashfreeWebhook(secretKey: string, payment: { reference: string; amountMinor: number; currency: string; cfPaymentId: number }): Call {
  const amount = mainUnits(payment.amountMinor, payment.currency);
  const now = new Date().toISOString();
  const raw = JSON.stringify({
    data: {
      order: { order_id: payment.reference, order_amount: amount, order_currency: payment.currency, order_tags: null },
      payment: {
        cf_payment_id: payment.cfPaymentId,
        order_id: payment.reference,
        entity: 'payment',
        payment_status: 'SUCCESS',
        payment_amount: amount,
        payment_currency: payment.currency,
        payment_message: 'Transaction successful',
        payment_time: now,
        payment_group: 'upi',
        payment_method: { upi: { channel: 'collect', upi_id: 'test@upi' } },
      },
    },
    event_time: now,
    type: 'PAYMENT_SUCCESS_WEBHOOK',
  });
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', secretKey)
    .update(Buffer.concat([Buffer.from(timestamp, 'utf8'), Buffer.from(raw, 'utf8')]))
    .digest('base64');
  return {
    method: 'POST',
    path: WEBHOOK_PATH,
    raw,
    headers: {
      'content-type': 'application/json',
      'x-webhook-signature': signature,
      'x-webhook-timestamp': timestamp,
      'x-webhook-version': API_VERSION,
      'x-webhook-attempt': '1',
      'x-idempotency-key': createHash('sha256').update(`PAYMENT_SUCCESS_WEBHOOK:${payment.cfPaymentId}`).digest('base64'),
    },
  };
}
