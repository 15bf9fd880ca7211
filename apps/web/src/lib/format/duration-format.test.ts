import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatMmSs } from './duration-format';
import type { TranslateFn } from './duration-format';

// The test setup loads the real English translation files into the global i18next instance.
const t: TranslateFn = (key, options) => i18n.t(key, options);

describe('formatDuration (English defaults)', () => {
  it('uses the singular "Minute" for exactly one minute', () => {
    expect(formatDuration(1)).toBe('1 Minute');
  });

  it('uses "N Minutes" under an hour', () => {
    expect(formatDuration(45)).toBe('45 Minutes');
    expect(formatDuration(0)).toBe('0 Minutes');
    expect(formatDuration(59)).toBe('59 Minutes');
  });

  it('switches to "Hours and Minutes" from 60 minutes', () => {
    expect(formatDuration(60)).toBe('1 Hours and 0 Minutes');
    expect(formatDuration(90)).toBe('1 Hours and 30 Minutes');
    expect(formatDuration(120)).toBe('2 Hours and 0 Minutes');
  });

  it('rounds fractional minutes', () => {
    expect(formatDuration(59.6)).toBe('1 Hours and 0 Minutes');
  });

  it('returns an empty string for negative or non-finite minutes', () => {
    expect(formatDuration(-5)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatDuration (with a translate function)', () => {
  it('matches the English defaults when given the real English translations', () => {
    for (const minutes of [0, 1, 45, 90, 120]) {
      expect(formatDuration(minutes, t)).toBe(formatDuration(minutes));
    }
  });

  it('asks for common:minute with a plural count under an hour', () => {
    const calls: unknown[] = [];
    const spy: TranslateFn = (key, options) => {
      calls.push([key, options]);
      return 'x';
    };
    formatDuration(45, spy);
    expect(calls).toEqual([['common:minute', { count: 45 }]]);
  });

  it('asks for common:hours_and_minutes with hours and minutes from an hour', () => {
    const calls: unknown[] = [];
    const spy: TranslateFn = (key, options) => {
      calls.push([key, options]);
      return 'x';
    };
    formatDuration(90, spy);
    expect(calls).toEqual([['common:hours_and_minutes', { hours: 1, minutes: 30 }]]);
  });
});

describe('formatMmSs', () => {
  it('shows seconds as zero-padded mm:ss', () => {
    expect(formatMmSs(75)).toBe('01:15');
    expect(formatMmSs(5)).toBe('00:05');
  });

  it('keeps counting minutes past an hour instead of adding an hours part', () => {
    expect(formatMmSs(3600)).toBe('60:00');
  });

  it('floors fractional seconds', () => {
    expect(formatMmSs(59.9)).toBe('00:59');
  });

  it('clamps negative seconds to 00:00 and gives an empty string for non-finite input', () => {
    expect(formatMmSs(-3)).toBe('00:00');
    expect(formatMmSs(Number.NaN)).toBe('');
  });
});
