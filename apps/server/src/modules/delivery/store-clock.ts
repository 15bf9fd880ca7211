/** Dates and times as the store sees them: its own time zone decides what "today" is. */

const partsIn = (timeZone: string, at: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
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
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant the store's wall clock reads `isoDate` `time` (HH:MM). Checked twice, so a change of offset between the guess and the answer is followed. */
export function zonedInstant(timeZone: string, isoDate: string, time = '00:00'): Date {
  const wall = Date.parse(`${isoDate}T${time}:00Z`);
  let at = wall - offsetAt(timeZone, wall);
  at = wall - offsetAt(timeZone, at);
  return new Date(at);
}

/** The last millisecond of the store's day `days` days after the day `at` falls on there: a window of "N days" ends then. */
export function endOfDayAfter(timeZone: string, at: Date, days: number): Date {
  const start = zonedInstant(timeZone, addDays(storeNow(timeZone, at).date, days + 1));
  return new Date(start.getTime() - 1);
}
