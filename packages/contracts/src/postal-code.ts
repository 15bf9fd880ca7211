/**
 * A store's postal codes (the spec's "pincode"): the pattern a code must match, how many characters
 * it has and what shoppers there call it. India: 6-digit PIN code; South Africa: 4-digit postal
 * code; France: 5-digit code postal. Free of zod, so the web app reads it without the schemas.
 */

export const POSTAL_CODE_LABELS = ['pin_code', 'postal_code', 'zip_code'] as const;
export type PostalCodeLabel = (typeof POSTAL_CODE_LABELS)[number];

/** As store configuration serves them (store_postal_code_settings). */
export type PostalCodeRules = { pattern: string; length: number; label: PostalCodeLabel };

/** India's: what a store that names no rules of its own uses (the stores table's defaults). */
export const DEFAULT_POSTAL_CODE_RULES: PostalCodeRules = { pattern: '^[1-9][0-9]{5}$', length: 6, label: 'pin_code' };

/**
 * The shape every store's codes share, checked before the store is known: 2 to 10 letters, digits,
 * spaces or hyphens. The store's own pattern then decides.
 */
export const POSTAL_CODE_SHAPE = /^[0-9A-Za-z][0-9A-Za-z -]{1,9}$/;

const LABEL_WORDS: Record<PostalCodeLabel, string> = { pin_code: 'PIN code', postal_code: 'postal code', zip_code: 'ZIP code' };

/** Whether `value` (already trimmed) is one of the store's postal codes. A broken pattern accepts none. */
export function isPostalCode(rules: PostalCodeRules, value: string): boolean {
  if (value.length !== rules.length) return false;
  try {
    return new RegExp(rules.pattern).test(value);
  } catch {
    return false;
  }
}

/** The API's message for a code that is not the store's, naming the field: "pincode must be a 4-digit postal code". */
export const postalCodeMessage = (rules: PostalCodeRules, field = 'pincode') => `${field} must be a ${rules.length}-digit ${LABEL_WORDS[rules.label]}`;
