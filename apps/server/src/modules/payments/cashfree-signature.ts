import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Cashfree signs each webhook with the merchant's client secret: x-webhook-signature is the
 * Base64 of HMAC-SHA256 over x-webhook-timestamp followed by the raw body, byte for byte (a body
 * parsed and written again would not match: 170.00 becomes 170).
 */

export const cashfreeWebhookSignature = (secret: string, timestamp: string, rawBody: Buffer): string =>
  createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(timestamp), rawBody]))
    .digest('base64');

/** True when the signature header matches the timestamp and body (compared in constant time). */
export function verifyCashfreeWebhook(secret: string, rawBody: Buffer, signature: string | undefined, timestamp: string | undefined): boolean {
  if (!signature || !timestamp || !/^\d{1,16}$/.test(timestamp)) return false;
  // Compared as text: Node's Base64 decoder skips stray characters, so decoding first would take
  // a signature with junk added as the real one.
  const expected = Buffer.from(cashfreeWebhookSignature(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
