import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_POSTAL_CODE_RULES, isPostalCode, type PostalCodeRules } from '@bazaar/contracts/postal-code';
import { useStore } from '@/lib/store-context';

/** Whether the store's codes are digits only (India, South Africa, France): the field then takes digits alone. */
export const isNumericPostalCode = (rules: PostalCodeRules) => !/[A-Za-z]/.test(rules.pattern.replace(/\\d/g, ''));

/** What a shopper typed, kept to what a code of the store can hold: digits (or letters, digits, spaces, hyphens), at most its length. */
export const typedPostalCode = (rules: PostalCodeRules, raw: string) =>
  (isNumericPostalCode(rules) ? raw.replace(/\D/g, '') : raw.replace(/[^0-9A-Za-z -]/g, '').toUpperCase()).slice(0, rules.length);

/** The store's postal-code rules, or India's for settings from before stores had their own. */
export const postalCodeRulesOf = (settings: { store_postal_code_settings?: PostalCodeRules }) =>
  settings.store_postal_code_settings ?? DEFAULT_POSTAL_CODE_RULES;

export type PostalCode = {
  rules: PostalCodeRules;
  numeric: boolean;
  /** For translated texts: {{code}}, what shoppers call the code mid-sentence ('postal code', 'PIN code'), and {{length}}. */
  words: { code: string; length: number };
  /** The code's name as a field label ('Postal code'). */
  title: string;
  isValid: (value: string) => boolean;
  clean: (raw: string) => string;
};

/**
 * The store's postal codes (store_postal_code_settings): what they look like and what its shoppers
 * call them. South Africa's are 4-digit postal codes; India's 6-digit PIN codes.
 */
export function usePostalCode(): PostalCode {
  const { settings } = useStore();
  const { t } = useTranslation('common');
  const rules = postalCodeRulesOf(settings);
  return useMemo(
    () => ({
      rules,
      numeric: isNumericPostalCode(rules),
      words: { code: t(`common:postal_code_name_${rules.label}`), length: rules.length },
      title: t(`common:postal_code_title_${rules.label}`),
      isValid: (value: string) => isPostalCode(rules, value),
      clean: (raw: string) => typedPostalCode(rules, raw),
    }),
    [rules, t],
  );
}
