const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// An instant as the server sends it (toISOString: '2024-01-05T10:00:00.000Z'), seconds, fraction
// and zone optional; the date part is checked as a calendar date. Date's own parser also takes '5'
// or '2024-01-05 junk' (as 1 June 2024), so it only sees strings of this shape.
const DATE_TIME = /^(.{10})T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/;
const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

const SHORT_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
// A calendar date has no time zone; formatting its UTC midnight in UTC keeps the day fixed.
// Built once because constructing Intl formatters is far costlier than using them.
const calendarDateFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-GB', { ...SHORT_DATE, timeZone: 'UTC' });

function parseCalendarDate(value: string): Date | null {
  if (!DATE_ONLY.test(value)) return null;
  // An ISO date alone is read as UTC midnight. Date rolls '2024-02-30' over into March and
  // refuses '2024-13-01'; either is a typo, not a date.
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : null;
}

function parseInstant(value: string): Date {
  const match = DATE_TIME.exec(value);
  // Date catches an hour of 25 or a minute of 60 but rolls a day of 30 February over.
  return match && parseCalendarDate(match[1]!) ? new Date(value) : new Date(Number.NaN);
}

const formatInstant = (date: Date): string => (Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString('en-GB', SHORT_DATE));

/**
 * en-GB short date ('5 Jan 2024'). Date-only strings ('2024-01-05') are calendar dates and
 * never shift; timestamps, Dates and ISO date-times are instants shown in the viewer's zone.
 * Anything else, including a date with text before or after it, gives ''.
 */
export function formatDate(input: string | number | Date): string {
  // Not a cached formatter for instants: that would pin the zone in force at load time.
  if (typeof input !== 'string') return formatInstant(new Date(input));
  const value = input.trim();
  const day = parseCalendarDate(value);
  return day ? calendarDateFormat.format(day) : formatInstant(parseInstant(value));
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * 'HH:mm' (or 'HH:mm:ss') or a Date to 'hh:mm AM/PM' with two-digit hours so times line up
 * in lists. Built by hand because Intl's output (spacing, 'am' vs 'AM') varies by ICU version.
 * Invalid input, such as '24:00', '12:30:75' or '12:30 junk', gives ''.
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

/** A timestamp as '5 Jan 2024, 09:30 PM' in the viewer's zone; '' when it is not a date. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)}, ${formatTime12h(date)}`;
}
