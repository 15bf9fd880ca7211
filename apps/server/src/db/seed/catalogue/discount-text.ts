/**
 * The seed's discount_details, worded from the prices by spec §5's one formula, so the text names
 * the number the web's badge shows. Writing the drawn rate instead ('15% off') disagreed with the
 * badge whenever rounding the selling price landed the saving just under it (14.97% shows 14).
 */

/** Spec §5: the integer part of (price − selling price) / price × 100; 0 without a discount. */
export function discountPercent(priceMinor: number, sellingPriceMinor: number): number {
  if (priceMinor <= 0 || sellingPriceMinor >= priceMinor) return 0;
  // Whole minor units, multiplied before dividing: the quotient is exact, no float drift.
  return Math.floor(((priceMinor - sellingPriceMinor) * 100) / priceMinor);
}

/** "14% off", or the Arabic store's "خصم 14%"; empty when the saving is under 1%. */
export function discountText(priceMinor: number, sellingPriceMinor: number, arabic = false): string {
  const percent = discountPercent(priceMinor, sellingPriceMinor);
  if (percent === 0) return '';
  return arabic ? `خصم ${percent}%` : `${percent}% off`;
}
