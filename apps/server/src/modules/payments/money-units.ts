/**
 * Providers count money by ISO 4217: Stripe and Amazon Payment Services in the currency's minor
 * units (2 decimals for INR, 3 for KWD, none for JPY), Cashfree in the main unit with up to two
 * decimals. Node's Intl knows each currency's decimals, so no table is kept here.
 */

export function currencyDecimals(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Minor units per main unit of an ISO currency (100 for INR). */
export const minorPerMain = (currency: string) => 10 ** currencyDecimals(currency);

/** A minor amount written in the main unit with the currency's decimals, as a number (Cashfree's order_amount). */
export const toMainUnits = (amountMinor: number, currency: string): number =>
  Number((amountMinor / minorPerMain(currency)).toFixed(currencyDecimals(currency)));

/** A provider's main-unit amount back in minor units; null when it is not a finite number. */
export function fromMainUnits(amount: unknown, currency: string): number | null {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  // Rounded, since 170.1 × 100 is 17009.999… in floating point.
  return Math.round(value * minorPerMain(currency));
}

/** A minor amount given as text of digits only (Amazon Payment Services' amount fields); null otherwise. */
export const digitsAmount = (value: string | undefined): number | null => (value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : null);
