import { z } from 'zod';
import { DEFAULT_PHONE_EXTENSION, hasControlChars, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { isPostalCode, POSTAL_CODE_SHAPE, postalCodeMessage, type PostalCodeRules } from './postal-code';

/**
 * Reusable field schemas with their user-facing messages and normalisation (Epic Stack habit).
 * Messages name the field so a 400 says what to fix.
 */
export { DEFAULT_PHONE_EXTENSION } from './constants';

/**
 * Every free-text input of the API starts here: a string without control characters, refused
 * with a message naming the field. Chain .trim(), .max() and the rest after it.
 */
export const TextSchema = (name: string, options: { multiline?: boolean } = {}) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`) })
    .refine(
      (v) => !hasControlChars(v, options),
      options.multiline ? `${name} must not contain control characters` : `${name} must not contain control characters such as tabs or line breaks`,
    );

/** Phone numbers: spaces, dashes and brackets dropped; 10 digits get the default +91 (spec §9). */
export const PhoneSchema = TextSchema('phone')
  .trim()
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .transform((v) => (/^\d{10}$/.test(v) ? `${DEFAULT_PHONE_EXTENSION}${v}` : v))
  .refine((v) => /^\+[1-9]\d{7,14}$/.test(v), 'phone must be a mobile number such as 9876543210 or +919876543210');

export const EmailSchema = TextSchema('email')
  .trim()
  .toLowerCase()
  .max(254, 'email must be at most 254 characters')
  .pipe(z.email({ error: 'email must be a valid address such as name@example.com' }));

/** An email or a phone number, told apart by the "@". */
export const IdentifierSchema = TextSchema('identifier')
  .trim()
  .min(1, 'identifier is required: a phone number or an email')
  .max(254, 'identifier must be at most 254 characters')
  .transform((v, ctx) => {
    const schema = v.includes('@') ? EmailSchema : PhoneSchema;
    const parsed = schema.safeParse(v);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `identifier: ${parsed.error.issues[0]?.message ?? 'is invalid'}` });
      return z.NEVER;
    }
    return parsed.data;
  });

export const identifierKind = (identifier: string): 'email' | 'phone' => (identifier.includes('@') ? 'email' : 'phone');

export const NameSchema = TextSchema('name')
  .trim()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(2, 'name must be at least 2 characters')
      .max(80, 'name must be at most 80 characters')
      .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, 'name may contain only letters, spaces, apostrophes, dots and hyphens'),
  );

export const OtpSchema = z
  .string({ error: 'otp is required' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `otp must be the ${OTP_LENGTH} digits we sent you`);

export const PasswordSchema = TextSchema('password')
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * A postal code in the shape all stores' codes share; the store's own rules (postal-code.ts) are
 * checked once the store is known, with `StorePostalCodeSchema`.
 */
export const PincodeSchema = z
  .string({ error: 'pincode is required' })
  .trim()
  .regex(POSTAL_CODE_SHAPE, 'pincode must be a postal code of 2 to 10 letters and digits');

/** One store's postal codes: its pattern and length, refused with a message naming its kind of code. */
export const StorePostalCodeSchema = (rules: PostalCodeRules, field = 'pincode') =>
  z
    .string({ error: postalCodeMessage(rules, field) })
    .trim()
    .refine((v) => isPostalCode(rules, v), postalCodeMessage(rules, field));
