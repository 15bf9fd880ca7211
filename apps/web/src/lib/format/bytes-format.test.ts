import { describe, expect, it } from 'vitest';
import { bytesToMb, formatMb } from './bytes-format';

describe('bytesToMb', () => {
  it('divides by 1048576', () => {
    expect(bytesToMb(1048576)).toBe(1);
    expect(bytesToMb(5242880)).toBe(5);
  });

  it('keeps fractions', () => {
    expect(bytesToMb(524288)).toBe(0.5);
  });
});

describe('formatMb', () => {
  it('shows megabytes to 2 decimals with an "MB" suffix', () => {
    expect(formatMb(5242880)).toBe('5.00 MB');
  });

  it('honours a custom number of decimals', () => {
    expect(formatMb(1572864, 1)).toBe('1.5 MB');
    expect(formatMb(1048576, 0)).toBe('1 MB');
  });

  it('returns an empty string for non-finite input', () => {
    expect(formatMb(Number.NaN)).toBe('');
    expect(formatMb(Number.POSITIVE_INFINITY)).toBe('');
  });
});
