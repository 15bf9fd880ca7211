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
