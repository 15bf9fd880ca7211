const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
// A calendar date has no time zone; formatting its UTC midnight in UTC keeps the day fixed.
// Built once because constructing Intl formatters is far costlier than using them.
const calendarDateFormat = new Intl.DateTimeFormat('en-GB', { ...SHORT_DATE, timeZone: 'UTC' });

function parseCalendarDate(value: string): Date | null {
  const match = DATE_ONLY.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls '2024-02-30' over into March; such input is a typo, not a date.
  const valid = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return valid ? date : null;
}

/**
 * en-GB short date ('5 Jan 2024'). Date-only strings ('2024-01-05') are calendar dates and
 * never shift; timestamps, Dates and full ISO strings are instants shown in the viewer's zone.
 * Invalid input gives ''.
 */
export function formatDate(input: string | number | Date): string {
  if (typeof input === 'string' && DATE_ONLY.test(input.trim())) {
    const date = parseCalendarDate(input.trim());
    return date ? calendarDateFormat.format(date) : '';
  }
  const date = input instanceof Date ? input : new Date(input);
  // Not a cached formatter: that would pin the zone in force at load time.
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-GB', SHORT_DATE);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * 'HH:mm' (or 'HH:mm:ss') or a Date to 'hh:mm AM/PM' with two-digit hours so times line up
 * in lists. Built by hand because Intl's output (spacing, 'am' vs 'AM') varies by ICU version.
 * Invalid input gives ''.
 */
export function formatTime12h(input: string | Date): string {
  let hours: number;
  let minutes: number;
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return '';
    hours = input.getHours();
    minutes = input.getMinutes();
  } else {
    const match = TIME_OF_DAY.exec(input.trim());
    if (!match) return '';
    hours = Number(match[1]);
    minutes = Number(match[2]);
    const seconds = Number(match[3] ?? 0);
    if (hours > 23 || minutes > 59 || seconds > 59) return '';
  }
  const period = hours < 12 ? 'AM' : 'PM';
  return `${pad2(hours % 12 || 12)}:${pad2(minutes)} ${period}`;
}

/** 'yyyy-mm-dd' to 'dd-mm-yyyy'; anything else is returned unchanged so nothing is lost. */
export function toDisplayDate(value: string): string {
  const match = DATE_ONLY.exec(value);
  if (!match) return value;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}
