import { describe, expect, it } from 'vitest';
import { cashfreeWebhookSignature, verifyCashfreeWebhook } from './cashfree-signature';

const SECRET = 'cfsk_ma_test_secret';
const TIMESTAMP = '1617695238078';
const BODY = Buffer.from('{"data":{"order":{"order_id":"bz1-abc"}},"type":"PAYMENT_SUCCESS_WEBHOOK"}');
// Worked out apart from this code: openssl dgst -sha256 -hmac <secret> -binary | base64.
const EXPECTED = 'RBma98QDvDEncILJMUAuvnf9VRjB/d8MSvmXjD8xC7k=';

describe('Cashfree webhook signature', () => {
  it('is the Base64 of HMAC-SHA256 over the timestamp followed by the raw body, keyed by the client secret', () => {
    expect(cashfreeWebhookSignature(SECRET, TIMESTAMP, BODY)).toBe(EXPECTED);
  });

  it('accepts the signature Cashfree sent with that timestamp and body', () => {
    expect(verifyCashfreeWebhook(SECRET, BODY, EXPECTED, TIMESTAMP)).toBe(true);
  });

  it('refuses a changed body, byte for byte (a parsed and rewritten body does not match)', () => {
    expect(verifyCashfreeWebhook(SECRET, Buffer.from(BODY.toString().replace('bz1', 'bz2')), EXPECTED, TIMESTAMP)).toBe(false);
    expect(verifyCashfreeWebhook(SECRET, Buffer.from(JSON.stringify(JSON.parse(BODY.toString()), null, 1)), EXPECTED, TIMESTAMP)).toBe(false);
  });

  it('refuses another timestamp, another secret, or a signature with anything added', () => {
    expect(verifyCashfreeWebhook(SECRET, BODY, EXPECTED, '1617695238079')).toBe(false);
    expect(verifyCashfreeWebhook('another-secret', BODY, EXPECTED, TIMESTAMP)).toBe(false);
    expect(verifyCashfreeWebhook(SECRET, BODY, `${EXPECTED}!!`, TIMESTAMP)).toBe(false);
    expect(verifyCashfreeWebhook(SECRET, BODY, ` ${EXPECTED}`, TIMESTAMP)).toBe(false);
    expect(verifyCashfreeWebhook(SECRET, BODY, EXPECTED.slice(0, -2), TIMESTAMP)).toBe(false);
  });

  it('refuses a missing signature or timestamp, and a timestamp that is not a number', () => {
    expect(verifyCashfreeWebhook(SECRET, BODY, undefined, TIMESTAMP)).toBe(false);
    expect(verifyCashfreeWebhook(SECRET, BODY, '', TIMESTAMP)).toBe(false);
    expect(verifyCashfreeWebhook(SECRET, BODY, EXPECTED, undefined)).toBe(false);
    expect(verifyCashfreeWebhook(SECRET, BODY, EXPECTED, '')).toBe(false);
    const signedWithText = cashfreeWebhookSignature(SECRET, 'soon', BODY);
    expect(verifyCashfreeWebhook(SECRET, BODY, signedWithText, 'soon')).toBe(false);
    const tooLong = '1'.repeat(17);
    expect(verifyCashfreeWebhook(SECRET, BODY, cashfreeWebhookSignature(SECRET, tooLong, BODY), tooLong)).toBe(false);
    const longest = '1'.repeat(16);
    expect(verifyCashfreeWebhook(SECRET, BODY, cashfreeWebhookSignature(SECRET, longest, BODY), longest)).toBe(true);
  });
});
