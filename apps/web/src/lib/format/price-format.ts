export interface PriceVisibilitySource {
  price_visibility?: boolean | null;
}

// toFixed throws a RangeError outside 0..100; a bad prop should not crash a product card.
function safeDecimals(decimals: number): number {
  if (!Number.isFinite(decimals)) return 2;
  return Math.min(100, Math.max(0, Math.trunc(decimals)));
}

/**
 * Negative amounts put the sign before the symbol ('-₹12.50') so refunds read naturally.
 * NaN and ±Infinity render as '' because a broken price must never look like a real one.
 */
export function formatPrice(amount: number, currencySymbol: string, decimals = 2): string {
  if (!Number.isFinite(amount)) return '';
  const digits = Math.abs(amount).toFixed(safeDecimals(decimals));
  // Tiny negatives round to zero; '-₹0.00' would wrongly suggest money is owed.
  const isZero = Number(digits) === 0;
  const sign = amount < 0 && !isZero ? '-' : '';
  return `${sign}${currencySymbol}${digits}`;
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
