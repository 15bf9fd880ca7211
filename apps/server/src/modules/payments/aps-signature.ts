import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Amazon Payment Services (PayFort) signatures: SHA-256, in hex, of the SHA phrase, then every
 * parameter but `signature` as `name=value` sorted by name and joined with nothing, then the phrase
 * again. Requests are signed with the request phrase, answers and notifications with the response
 * phrase; both phrases stay on the server.
 */

export const signedText = (phrase: string, fields: Readonly<Record<string, string>>): string =>
  phrase +
  Object.keys(fields)
    .filter((name) => name !== 'signature')
    .sort()
    .map((name) => `${name}=${fields[name]}`)
    .join('') +
  phrase;

export const apsSignature = (phrase: string, fields: Readonly<Record<string, string>>): string =>
  createHash('sha256').update(signedText(phrase, fields)).digest('hex');

/** The fields with their signature added. */
export const signApsFields = <T extends Record<string, string>>(phrase: string, fields: T): T & { signature: string } => ({
  ...fields,
  signature: apsSignature(phrase, fields),
});

/** True when `fields.signature` is the signature of the other fields under this phrase (compared in constant time). */
export function verifyApsSignature(phrase: string, fields: Readonly<Record<string, string>>): boolean {
  const given = String(fields.signature);
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  // Hex decoding takes either case.
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(apsSignature(phrase, fields), 'hex'));
}
