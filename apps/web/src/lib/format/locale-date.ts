/**
 * Dates in the page's language (the enquiries and the chat). English stays en-GB short ('5 Jan 2024',
 * spec §5); the other languages use their own order, month names and digits.
 */
const LOCALES: Record<string, string> = { en: 'en-GB', en_US: 'en-US', en_IN: 'en-IN', hi: 'hi-IN', ar: 'ar', fr: 'fr-FR' };

/** The BCP 47 tag of one of the app's languages (en_IN → en-IN); en-GB when unknown. */
export const localeOf = (language: string | undefined) => (language && LOCALES[language]) || 'en-GB';

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
// Spec §5: times of day in 12 hours with AM/PM.
const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true };

function format(value: string, language: string | undefined, options: Intl.DateTimeFormatOptions): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(language), options).format(date);
}

/** An instant's day in the viewer's zone: '21 Nov 2026', '21 nov. 2026', '٢١ نوفمبر ٢٠٢٦'. */
export const formatLocaleDate = (value: string, language: string | undefined) => format(value, language, SHORT_DATE);
/** A message's time: day, month and time of day, e.g. '21 Nov, 10:05 am'. */
export const formatLocaleDateTime = (value: string, language: string | undefined) => format(value, language, SHORT_DATE_TIME);
