// Monday-first to match the abbreviations vendors store for opening days.
const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const ENGLISH_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// 1 January 2024 was a Monday, so day i of that week lines up with WEEKDAY_KEYS[i].
const MONDAY_UTC = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

function weekdayNames(locale: string | undefined): readonly string[] {
  if (!locale) return ENGLISH_NAMES;
  try {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    return WEEKDAY_KEYS.map((_, i) => format.format(MONDAY_UTC + i * DAY_MS));
  } catch {
    // A malformed locale tag throws; English names beat a crashed store page.
    return ENGLISH_NAMES;
  }
}

function joinWithAmpersand(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names[names.length - 1]}`;
}

/**
 * 'mon'..'sun' (array or comma-separated string, any case) to 'Monday, Wednesday & Friday'.
 * Input order is kept, repeats and unknown abbreviations are dropped. The '&' stays for every
 * locale because it is the storefront's house style.
 */
export function formatWeekdays(days: readonly string[] | string, locale?: string): string {
  const list = typeof days === 'string' ? days.split(',') : days;
  const indexes = new Set<number>();
  for (const day of list) {
    const index = WEEKDAY_KEYS.indexOf(day.trim().toLowerCase() as (typeof WEEKDAY_KEYS)[number]);
    if (index !== -1) indexes.add(index);
  }
  if (indexes.size === 0) return '';
  const names = weekdayNames(locale);
  return joinWithAmpersand([...indexes].map((i) => names[i] ?? ''));
}
