import { describe, expect, it } from 'vitest';
import { formatLocaleDate, localeOf } from './locale-date';

describe('formatLocaleDate', () => {
  it('keeps English as en-GB short and follows the other languages', () => {
    expect(formatLocaleDate('2024-01-05T10:00:00.000Z', 'en')).toBe('5 Jan 2024');
    expect(formatLocaleDate('2024-01-05T10:00:00.000Z', 'en_US')).toBe('Jan 5, 2024');
    expect(formatLocaleDate('2024-01-05T10:00:00.000Z', 'fr')).toMatch(/^5 janv\.? 2024$/);
  });
  it('gives nothing for a value that is no date, and en-GB for an unknown language', () => {
    expect(formatLocaleDate('soon', 'en')).toBe('');
    expect(localeOf('xx')).toBe('en-GB');
    expect(localeOf(undefined)).toBe('en-GB');
  });
});
