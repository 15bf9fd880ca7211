import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice, isPriceVisible } from './price-format';

describe('formatPrice', () => {
  it('prefixes the currency symbol and fixes the number to 2 decimals', () => {
    expect(formatPrice(1499, '₹')).toBe('₹1499.00');
    expect(formatPrice(12.5, 'R')).toBe('R12.50');
  });

  it('honours a custom number of decimals', () => {
    expect(formatPrice(12.5, '$', 0)).toBe('$13');
    expect(formatPrice(1.23456, '$', 3)).toBe('$1.235');
  });

  it('falls back to a safe decimal count instead of throwing on a bad value', () => {
    expect(formatPrice(5, '$', -1)).toBe('$5');
    expect(formatPrice(5, '$', Number.NaN)).toBe('$5.00');
  });

  it('puts the minus sign before the currency symbol for negative amounts', () => {
    expect(formatPrice(-12.5, '₹')).toBe('-₹12.50');
  });

  it('never shows a negative zero', () => {
    expect(formatPrice(-0.001, '₹')).toBe('₹0.00');
    expect(formatPrice(-0, '₹')).toBe('₹0.00');
  });

  it('renders nothing for NaN and infinite amounts', () => {
    expect(formatPrice(Number.NaN, '₹')).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, '₹')).toBe('');
    expect(formatPrice(Number.NEGATIVE_INFINITY, '₹')).toBe('');
  });
});

describe('isPriceVisible', () => {
  it('hides the price only when price_visibility is explicitly false', () => {
    expect(isPriceVisible({ price_visibility: false })).toBe(false);
  });

  it('shows the price when price_visibility is true, missing, undefined or null', () => {
    expect(isPriceVisible({ price_visibility: true })).toBe(true);
    expect(isPriceVisible({})).toBe(true);
    expect(isPriceVisible({ price_visibility: undefined })).toBe(true);
    expect(isPriceVisible({ price_visibility: null })).toBe(true);
  });
});

describe('discountPercent', () => {
  it('is the integer part of the saving over the price times 100', () => {
    expect(discountPercent(1000, 750)).toBe(25);
  });

  it('truncates rather than rounds (49.9 becomes 49)', () => {
    expect(discountPercent(999, 500)).toBe(49);
  });

  it('is not pulled down by floating-point error', () => {
    // Dividing first gives 28.999999999999996 for this pair.
    expect(discountPercent(100, 71)).toBe(29);
    // (0.25 - 0.14) * 100 / 0.25 is 43.99999999999999 even when multiplying first.
    expect(discountPercent(0.25, 0.14)).toBe(44);
  });

  it('is 0 when the price is 0 or below, whatever the selling price', () => {
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(0, 10)).toBe(0);
    // Without the guard these give 100 (a saving over a free item) and -49.
    expect(discountPercent(0, -10)).toBe(0);
    expect(discountPercent(-100, -150)).toBe(0);
  });

  it('is 0 when the selling price is equal to or above the price', () => {
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(500, 600)).toBe(0);
  });

  it('is 0 for non-finite inputs and never exceeds 100', () => {
    expect(discountPercent(Number.NaN, 10)).toBe(0);
    expect(discountPercent(100, Number.NaN)).toBe(0);
    expect(discountPercent(100, -50)).toBe(100);
  });
});
