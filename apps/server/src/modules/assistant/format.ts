import type { AssistantLanguage } from './understand/types';

/**
 * Amounts and dates in the customer's language, as the web writes them (lib/format): Arabic keeps
 * Latin digits, English is British unless the store asked for en_US or en_IN.
 */
const LOCALES: Record<AssistantLanguage, string> = { en: 'en-GB', en_US: 'en-US', en_IN: 'en-IN', hi: 'hi-IN', ar: 'ar-u-nu-latn', fr: 'fr-FR' };

export type Formats = { money: (amount: number | null) => string | null; day: (isoDate: string) => string; instant: (iso: string) => string };

export function formats(language: AssistantLanguage, currency: string, timeZone: string): Formats {
  const locale = LOCALES[language];
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  // A calendar day (YYYY-MM-DD) is read at noon UTC so no zone moves it to the day before.
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone });
  return {
    money: (amount) => (amount === null ? null : money.format(amount)),
    day: (isoDate) => day.format(new Date(`${isoDate}T12:00:00Z`)),
    instant: (iso) => instant.format(new Date(iso)),
  };
}
