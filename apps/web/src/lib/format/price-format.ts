import { localeOf } from './locale-date';

export interface PriceVisibilitySource {
  price_visibility?: boolean | null;
}

/** What a price needs from a currency: the store's symbol and its ISO 4217 code (spec §3). */
export interface MoneyCurrency {
  symbol: string;
  iso_code: string;
}

// Intl throws a RangeError outside 0..100; a bad prop should not crash a product card.
function safeDecimals(decimals: number): number {
  if (!Number.isFinite(decimals)) return 2;
  return Math.min(100, Math.max(0, Math.trunc(decimals)));
}

/**
 * The BCP 47 locale prices are written in. Arabic pages keep Latin digits (`nu-latn`) on purpose:
 * shops in the Gulf and North Africa print prices with Latin digits, shoppers compare them with the
 * card statement and the payment page (both Latin), and the same order numbers and pincodes on the
 * page are Latin too; Arabic-Indic digits next to them would read as two different amounts.
 */
export function moneyLocale(language: string | undefined): string {
  return language === 'ar' ? 'ar-u-nu-latn' : localeOf(language);
}

const formatters = new Map<string, Intl.NumberFormat | null>();

/** One cached formatter per locale, currency and precision; null when Intl rejects the currency code. */
function formatterFor(locale: string, isoCode: string, decimals: number): Intl.NumberFormat | null {
  const key = `${locale}|${isoCode}|${decimals}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: isoCode,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A price in the page's language: digit grouping, decimal mark and the symbol's place come from the
 * locale ('₹10,500.00' in English, '₹10,50,000.00' in Indian English, '10 500,00 €' in French); the
 * symbol is the one the store configured, and two decimals unless asked otherwise (spec §5).
 * Negative amounts carry the locale's minus ('-₹12.50') so refunds read naturally. NaN and ±Infinity
 * render as '' because a broken price must never look like a real one.
 */
export function formatPrice(amount: number, currency: MoneyCurrency, language: string | undefined, decimals = 2): string {
  if (!Number.isFinite(amount)) return '';
  const places = safeDecimals(decimals);
  // Tiny negatives round to zero; '-₹0.00' would wrongly suggest money is owed.
  const value = Number(Math.abs(amount).toFixed(places)) === 0 ? 0 : amount;
  const formatter = formatterFor(moneyLocale(language), currency.iso_code.trim().toUpperCase(), places);
  if (!formatter) {
    // A store with a malformed ISO code still shows its prices: symbol first, Latin digits, no grouping.
    const digits = Math.abs(value).toFixed(places);
    return `${value < 0 ? '-' : ''}${currency.symbol}${digits}`;
  }
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'currency' && currency.symbol ? currency.symbol : part.value))
    .join('');
}

// Vendors opt out by setting false; older products never had the field, so absent means visible.
export function isPriceVisible(product: PriceVisibilitySource): boolean {
  return product.price_visibility !== false;
}

// Absorbs float error such as 28.999999999999996 without changing any real fraction.
const EPSILON = 1e-9;

/** Integer part of the saving as a percentage of price; 0 when there is no real discount. */
export function discountPercent(price: number, sellingPrice: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(sellingPrice)) return 0;
  if (price <= 0 || sellingPrice >= price) return 0;
  // Multiplying before dividing keeps integer prices exact.
  const percent = ((price - sellingPrice) * 100) / price;
  return Math.min(100, Math.trunc(percent + EPSILON));
}
