import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatTime12h, toDisplayDate } from './date-format';

describe('formatDate', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('formats a date-only ISO string as en-GB short date', () => {
    expect(formatDate('2024-01-05')).toBe('5 Jan 2024');
  });

  it('treats date-only strings as calendar dates that never shift by time zone', () => {
    for (const tz of ['Pacific/Honolulu', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', tz);
      expect(formatDate('2024-01-05')).toBe('5 Jan 2024');
    }
  });

  it("shows full ISO timestamps as instants in the viewer's time zone", () => {
    vi.stubEnv('TZ', 'Asia/Kolkata');
    expect(formatDate('2024-01-05T23:00:00Z')).toBe('6 Jan 2024');
    vi.stubEnv('TZ', 'America/Los_Angeles');
    expect(formatDate('2024-01-05T23:00:00Z')).toBe('5 Jan 2024');
  });

  it('formats Dates and timestamps in the local time zone', () => {
    expect(formatDate(new Date(2024, 0, 5))).toBe('5 Jan 2024');
    expect(formatDate(new Date(2024, 0, 5, 12).getTime())).toBe('5 Jan 2024');
  });

  it('uses the en-GB short month names, including "Sept"', () => {
    expect(formatDate('2024-09-05')).toBe('5 Sept 2024');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('nope'))).toBe('');
  });

  it('rejects impossible calendar dates rather than rolling them over', () => {
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDate('2024-13-01')).toBe('');
  });
});

describe('formatTime12h', () => {
  it('converts 24-hour time to 12-hour time with AM/PM', () => {
    expect(formatTime12h('14:05')).toBe('02:05 PM');
  });

  it('shows midnight as 12 AM and noon as 12 PM', () => {
    expect(formatTime12h('00:30')).toBe('12:30 AM');
    expect(formatTime12h('12:00')).toBe('12:00 PM');
  });

  it('always uses two-digit hours so times line up in lists', () => {
    expect(formatTime12h('09:15')).toBe('09:15 AM');
    expect(formatTime12h('9:15')).toBe('09:15 AM');
  });

  it('accepts a seconds part and ignores it', () => {
    expect(formatTime12h('23:59:59')).toBe('11:59 PM');
  });

  it('accepts a Date and uses its local time', () => {
    expect(formatTime12h(new Date(2024, 0, 5, 14, 5))).toBe('02:05 PM');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatTime12h('24:00')).toBe('');
    expect(formatTime12h('12:60')).toBe('');
    expect(formatTime12h('noon')).toBe('');
    expect(formatTime12h(new Date('nope'))).toBe('');
  });
});

describe('toDisplayDate', () => {
  it('shows yyyy-mm-dd as dd-mm-yyyy', () => {
    expect(toDisplayDate('2024-01-05')).toBe('05-01-2024');
  });

  it('returns malformed input unchanged', () => {
    expect(toDisplayDate('05/01/2024')).toBe('05/01/2024');
    expect(toDisplayDate('2024-1-5')).toBe('2024-1-5');
    expect(toDisplayDate('')).toBe('');
  });
});
