import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime12h, toDisplayDate } from './date-format';

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
    expect(formatDate('2024-00-10')).toBe('');
    expect(formatDate('2024-04-31')).toBe('');
    expect(formatDate('2024-02-29')).toBe('29 Feb 2024');
    expect(formatDate('2023-02-29')).toBe('');
  });

  it('reads a year before 100 as written, not as 19xx', () => {
    expect(formatDate('0024-01-05')).toBe('5 Jan 24');
  });

  it('ignores spaces around a date', () => {
    expect(formatDate(' 2024-01-05 ')).toBe('5 Jan 2024');
    expect(formatDate(' 2024-01-05T10:00:00Z\n')).toBe('5 Jan 2024');
  });

  // Date's own parser reads '2024-01-05 junk' and 'junk 2024-01-05' as 1 June 2024, '5' as May 2001.
  it.each(['x2024-01-05', '2024-01-05x', '2024-01-05 junk', 'junk 2024-01-05', '5', '2024', 'Jan 5 2024', '2024-1-5', '20240105'])(
    'refuses %j, which is not an ISO date',
    (value) => {
      expect(formatDate(value)).toBe('');
    },
  );

  it.each([
    ['2024-01-05T10:00:00.000Z', 'as toISOString writes it'],
    ['2024-01-05T10:00:00.5Z', 'with a short fraction'],
    ['2024-01-05T10:00:00Z', 'without a fraction'],
    ['2024-01-05T10:00Z', 'without seconds'],
    ['2024-01-05T10:00', 'without a zone (local time)'],
    ['2024-01-05T15:30:00+05:30', 'with an offset east of UTC'],
    ['2024-01-04T23:00:00-11:00', 'with an offset west of UTC'],
  ])('accepts the ISO date-time %j, %s', (value) => {
    vi.stubEnv('TZ', 'UTC');
    expect(formatDate(value)).toBe('5 Jan 2024');
  });

  it.each([
    'x2024-01-05T10:00:00Z',
    // An expanded year, which Date would read.
    '+002024-01-05T10:00:00Z',
    '2024-01-05T10:00:00Zjunk',
    '2024-01-05 10:00:00Z',
    '2024-01-05T10Z',
    '2024-01-05T1:00Z',
    '2024-01-05T10:0Z',
    '2024-01-05T10:00:0Z',
    '2024-01-05T10:00:00.Z',
    '2024-01-05T10:00:00,5Z',
    '2024-01-05T10:00:00+0530',
    '2024-01-05T10:00:00+5:30',
    '2024-01-05T10:00:00 +05:30',
    '2024-01-05T10:00:00z',
    '2024-02-30T10:00:00Z',
    '2024-01-05T25:00:00Z',
    '2024-01-05T10:60:00Z',
  ])('refuses the malformed or impossible date-time %j', (value) => {
    expect(formatDate(value)).toBe('');
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

  it('accepts the last valid hour, minute and second', () => {
    expect(formatTime12h('23:59:59')).toBe('11:59 PM');
    expect(formatTime12h('11:59')).toBe('11:59 AM');
  });

  it('ignores spaces around a time', () => {
    expect(formatTime12h(' 09:15 ')).toBe('09:15 AM');
  });

  it.each(['24:00', '12:60', '12:30:60', '12:30:75', 'noon', '', '1:2', '123:00', '12:30:5', '12:30:', 'x12:30', '12:30x', '12:30 PM', '12.30'])(
    'refuses %j, which is not a time of day',
    (value) => {
      expect(formatTime12h(value)).toBe('');
    },
  );

  it('refuses an invalid Date', () => {
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
    expect(toDisplayDate('x2024-01-05')).toBe('x2024-01-05');
    expect(toDisplayDate('2024-01-05x')).toBe('2024-01-05x');
    expect(toDisplayDate('')).toBe('');
  });
});

describe('formatDateTime', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows an instant's day and 12-hour time in the viewer's zone", () => {
    vi.stubEnv('TZ', 'Asia/Kolkata');
    expect(formatDateTime('2026-11-21T18:29:59.999Z')).toBe('21 Nov 2026, 11:59 PM');
  });

  it('gives nothing for what is not a date', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});
