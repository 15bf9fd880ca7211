import { createHmac } from 'node:crypto';

/**
 * The built-in sandbox's credentials, one set per deployment: each is an HMAC of a label under the
 * key ring's hash secret, so every process of a deployment (sharing the key file or
 * TOKEN_HASH_SECRET) agrees on them, nothing random is made per process, and none is written in
 * the repository. They look like the real providers' test credentials.
 */

export type SandboxCredentials = {
  cashfree: { appId: string; secretKey: string };
  stripe: { secretKey: string; webhookSecret: string };
  amazonPay: { accessCode: string; merchantIdentifier: string; requestPhrase: string; responsePhrase: string };
};

const derive = (hashSecret: Buffer, label: string) => createHmac('sha256', hashSecret).update(`payments-sandbox:${label}`).digest();
const hex = (hashSecret: Buffer, label: string, length: number) => derive(hashSecret, label).toString('hex').slice(0, length);
/** Letters and digits only, as APS wants its access code and merchant identifier. */
const alnum = (hashSecret: Buffer, label: string, length: number) =>
  derive(hashSecret, label)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length);

export function sandboxCredentials(hashSecret: Buffer): SandboxCredentials {
  return {
    cashfree: { appId: `TEST${hex(hashSecret, 'cashfree:app-id', 28)}`, secretKey: `cfsk_ma_test_${hex(hashSecret, 'cashfree:secret-key', 40)}` },
    stripe: { secretKey: `sk_test_${hex(hashSecret, 'stripe:secret-key', 48)}`, webhookSecret: `whsec_${hex(hashSecret, 'stripe:webhook-secret', 32)}` },
    amazonPay: {
      accessCode: alnum(hashSecret, 'aps:access-code', 20),
      merchantIdentifier: alnum(hashSecret, 'aps:merchant-identifier', 8),
      requestPhrase: alnum(hashSecret, 'aps:request-phrase', 24),
      responsePhrase: alnum(hashSecret, 'aps:response-phrase', 24),
    },
  };
}
