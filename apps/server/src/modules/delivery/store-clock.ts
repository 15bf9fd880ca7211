/** Dates and times as the store sees them: its own time zone decides what "today" is. */

/** One formatter per time zone: making one costs far more than using it, and order lists ask for many dates. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at `at`, field by field. */
function wallClock(timeZone: string, at: Date) {
  const parts = formatterOf(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

const partsIn = (timeZone: string, at: Date) => {
  const w = wallClock(timeZone, at);
  return { date: `${w.year}-${w.month}-${w.day}`, time: `${w.hour}:${w.minute}` };
};

/** Today's date (yyyy-mm-dd) and the time (HH:MM) in the store's zone. */
export const storeNow = (timeZone: string, at = new Date()) => partsIn(timeZone, at);

/** yyyy-mm-dd plus whole days, on the calendar (no time zone arithmetic involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday, as slot schedules count weekdays. */
export const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(timeZone: string, at: number): number {
  const w = wallClock(timeZone, new Date(at));
  const wall = Date.UTC(Number(w.year), Number(w.month) - 1, Number(w.day), Number(w.hour), Number(w.minute), Number(w.second));
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant the store's wall clock reads `isoDate` `time` (HH:MM, or HH:MM:SS as PostgreSQL
 * writes a time). Checked twice, so a change of offset between the guess and the answer is followed.
 */
export function zonedInstant(timeZone: string, isoDate: string, time = '00:00'): Date {
  if (!/^\d{2}:\d{2}(:\d{2})?$/.test(time)) throw new RangeError(`Not a time of day: ${time}`);
  const wall = Date.parse(`${isoDate}T${time.length === 5 ? `${time}:00` : time}Z`);
  let at = wall - offsetAt(timeZone, wall);
  at = wall - offsetAt(timeZone, at);
  return new Date(at);
}

/** The last millisecond of the store's day `days` days after the day `at` falls on there: a window of "N days" ends then. */
export function endOfDayAfter(timeZone: string, at: Date, days: number): Date {
  const start = zonedInstant(timeZone, addDays(storeNow(timeZone, at).date, days + 1));
  return new Date(start.getTime() - 1);
}
