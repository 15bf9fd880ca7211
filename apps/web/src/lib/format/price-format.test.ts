import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice, isPriceVisible, moneyLocale } from './price-format';

const INR = { symbol: '₹', iso_code: 'INR' };
const ZAR = { symbol: 'R', iso_code: 'ZAR' };
const EUR = { symbol: '€', iso_code: 'EUR' };
// Intl separates the parts with no-break spaces (U+00A0, U+202F) and marks Arabic with U+200F/U+200E;
// the assertions spell them out so a plain space would fail.
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const RLM = '\u200f';

describe('formatPrice', () => {
  it('groups digits and keeps two decimals in English', () => {
    expect(formatPrice(10500, INR, 'en')).toBe('₹10,500.00');
    expect(formatPrice(10500, INR, 'en_US')).toBe('₹10,500.00');
    expect(formatPrice(12.5, EUR, 'en')).toBe('€12.50');
    expect(formatPrice(10500, ZAR, 'en')).toBe(`R${NBSP}10,500.00`);
  });

  it('groups Indian English and Hindi by lakh and crore', () => {
    expect(formatPrice(10500, INR, 'en_IN')).toBe('₹10,500.00');
    expect(formatPrice(1050000, INR, 'en_IN')).toBe('₹10,50,000.00');
    expect(formatPrice(1050000, INR, 'hi')).toBe('₹10,50,000.00');
    expect(formatPrice(10500, EUR, 'hi')).toBe('€10,500.00');
    expect(formatPrice(10500, ZAR, 'en_IN')).toBe(`R${NBSP}10,500.00`);
  });

  it('writes French prices with a comma, thin-space groups and the symbol after', () => {
    expect(formatPrice(10500, EUR, 'fr')).toBe(`10${NNBSP}500,00${NBSP}€`);
    expect(formatPrice(10500, INR, 'fr')).toBe(`10${NNBSP}500,00${NBSP}₹`);
    expect(formatPrice(10500, ZAR, 'fr')).toBe(`10${NNBSP}500,00${NBSP}R`);
  });

  it('writes Arabic prices with Latin digits, the symbol after the number', () => {
    for (const [currency, symbol] of [
      [INR, '₹'],
      [ZAR, 'R'],
      [EUR, '€'],
    ] as const) {
      expect(formatPrice(10500, currency, 'ar')).toBe(`${RLM}10,500.00${NBSP}${symbol}`);
    }
    expect(formatPrice(10500, ZAR, 'ar')).not.toMatch(/[\u0660-\u0669]/);
  });

  it("shows the store's own symbol rather than Intl's", () => {
    expect(formatPrice(1499, { symbol: 'Rs.', iso_code: 'INR' }, 'en')).toBe('Rs.1,499.00');
    expect(formatPrice(1499, { symbol: '', iso_code: 'INR' }, 'en')).toBe('₹1,499.00');
  });

  it('uses English grouping for a language it does not know', () => {
    expect(formatPrice(10500, INR, 'xx')).toBe('₹10,500.00');
    expect(formatPrice(10500, INR, undefined)).toBe('₹10,500.00');
  });

  it('still shows a price when the store has a malformed currency code', () => {
    expect(formatPrice(10500, { symbol: '₹', iso_code: 'rupee' }, 'en')).toBe('₹10500.00');
    expect(formatPrice(-3, { symbol: '₹', iso_code: '' }, 'en')).toBe('-₹3.00');
  });

  it('honours a custom number of decimals', () => {
    expect(formatPrice(12.5, EUR, 'en', 0)).toBe('€13');
    expect(formatPrice(1.23456, EUR, 'en', 3)).toBe('€1.235');
  });

  it('falls back to a safe decimal count instead of throwing on a bad value', () => {
    expect(formatPrice(5, EUR, 'en', -1)).toBe('€5');
    expect(formatPrice(5, EUR, 'en', Number.NaN)).toBe('€5.00');
  });

  it('puts the minus sign before the currency symbol for negative amounts', () => {
    expect(formatPrice(-12.5, INR, 'en')).toBe('-₹12.50');
  });

  it('never shows a negative zero', () => {
    expect(formatPrice(-0.001, INR, 'en')).toBe('₹0.00');
    expect(formatPrice(-0, INR, 'en')).toBe('₹0.00');
    expect(formatPrice(-0.001, EUR, 'fr')).toBe(`0,00${NBSP}€`);
  });

  it('renders nothing for NaN and infinite amounts', () => {
    expect(formatPrice(Number.NaN, INR, 'en')).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, INR, 'en')).toBe('');
    expect(formatPrice(Number.NEGATIVE_INFINITY, INR, 'en')).toBe('');
  });
});

describe('moneyLocale', () => {
  it('maps each app language to a BCP 47 locale, Arabic with Latin digits', () => {
    expect(['en', 'en_US', 'en_IN', 'hi', 'ar', 'fr'].map(moneyLocale)).toEqual(['en-GB', 'en-US', 'en-IN', 'hi-IN', 'ar-u-nu-latn', 'fr-FR']);
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
