import { describe, expect, it } from 'vitest';
import { formatWeekdays } from './weekday-format';

describe('formatWeekdays', () => {
  it('expands abbreviations and joins with commas and "&" before the last', () => {
    expect(formatWeekdays(['mon', 'wed', 'fri'])).toBe('Monday, Wednesday & Friday');
  });

  it('shows a single day on its own', () => {
    expect(formatWeekdays(['sat'])).toBe('Saturday');
  });

  it('joins two days with "&" only', () => {
    expect(formatWeekdays(['sat', 'sun'])).toBe('Saturday & Sunday');
  });

  it('is case-insensitive', () => {
    expect(formatWeekdays(['MON', 'Tue'])).toBe('Monday & Tuesday');
  });

  it('accepts a comma-separated string, ignoring spaces around entries', () => {
    expect(formatWeekdays('mon,tue')).toBe('Monday & Tuesday');
    expect(formatWeekdays('mon, tue , thu')).toBe('Monday, Tuesday & Thursday');
  });

  it('skips unknown abbreviations', () => {
    expect(formatWeekdays(['mon', 'xyz', 'fri'])).toBe('Monday & Friday');
    expect(formatWeekdays(['funday'])).toBe('');
  });

  it('keeps the input order and drops repeats', () => {
    expect(formatWeekdays(['fri', 'mon', 'fri'])).toBe('Friday & Monday');
  });

  it('returns an empty string for no days', () => {
    expect(formatWeekdays([])).toBe('');
    expect(formatWeekdays('')).toBe('');
  });

  it('localizes weekday names through Intl when given a locale, keeping "&"', () => {
    expect(formatWeekdays(['mon', 'sun'], 'fr')).toBe('lundi & dimanche');
    expect(formatWeekdays(['sat', 'sun'], 'en-GB')).toBe('Saturday & Sunday');
  });

  it('falls back to English names for a malformed locale tag', () => {
    expect(formatWeekdays(['mon'], 'not a locale!')).toBe('Monday');
  });
});
