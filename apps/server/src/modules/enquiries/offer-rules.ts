import { CART_QUANTITY_MAX, OFFER_VALID_DAYS_MAX, type OfferStatus } from '@bazaar/contracts';
import type { offers } from '../../db/schema';

/**
 * The rules of an offer (issue #13), pure so that every edge is tested exactly and
 * mutation-tested: what status an offer shows at an instant, the window its validity must fall
 * in, its price in minor units, the quantity the product allows, and why an offer can no longer
 * be accepted or bought. Times are the app's clock, passed in (tests use a fake one).
 */

export type OfferRow = typeof offers.$inferSelect;
type Validity = Pick<OfferRow, 'status' | 'validUntil' | 'withdrawnAt'>;

export const OFFER_VALID_MS_MAX = OFFER_VALID_DAYS_MAX * 24 * 60 * 60 * 1000;
/** An offer's total in minor units, so that an order of it stays far inside the 32-bit money columns. */
export const OFFER_TOTAL_MINOR_MAX = 1_000_000_000;

/**
 * The status shown at `now`. An open or accepted offer is good until valid_until, exclusive: at
 * that instant it reads expired. One withdrawn after its validity had run out (a new offer
 * replaced a stale one) reads expired too, as it was when it stopped.
 */
export function offerStatusAt(row: Validity, now: Date): OfferStatus {
  if (row.status === 'withdrawn') return row.withdrawnAt! < row.validUntil ? 'withdrawn' : 'expired';
  if (row.status === 'ordered') return 'ordered';
  return now < row.validUntil ? row.status : 'expired';
}

/** Why `validUntil` cannot be an offer's end, or null: after now, and at most 30 days ahead (that instant included). */
export function validUntilProblem(validUntil: Date, now: Date): string | null {
  if (validUntil <= now) return 'valid_until must be in the future';
  if (validUntil.getTime() - now.getTime() > OFFER_VALID_MS_MAX) return `valid_until must be at most ${OFFER_VALID_DAYS_MAX} days ahead`;
  return null;
}

/**
 * A main-unit price in minor units, or null when it has more decimals than the currency has
 * (1499.505 rupees). Floating point makes 19.99 × 100 read 1998.9999999999998, hence the tolerance.
 */
export function toMinorPrice(unitPrice: number, minorPerMain: number): number | null {
  const exact = unitPrice * minorPerMain;
  const minor = Math.round(exact);
  return Math.abs(exact - minor) < 1e-6 ? minor : null;
}

/** How many decimals a price may have in a currency of `minorPerMain` minor units (100 → 2). */
export const priceDecimals = (minorPerMain: number) => Math.round(Math.log10(minorPerMain));

export type OfferProduct = { name: string; maxPerOrder: number; stock: number };

/** Why a quantity cannot be offered, with the status to answer: the product's per-order limit (400), then its stock (409). */
export function quantityProblem(quantity: number, product: OfferProduct): { status: 400 | 409; message: string } | null {
  const limit = Math.min(product.maxPerOrder, CART_QUANTITY_MAX);
  if (quantity > limit) return { status: 400, message: `quantity must be at most ${limit}: ${product.name} is sold at most ${limit} at a time` };
  if (quantity > product.stock) {
    const left = Math.max(product.stock, 0);
    return { status: 409, message: `Only ${left} of ${product.name} ${left === 1 ? 'is' : 'are'} in stock; offer at most that many` };
  }
  return null;
}

const RESOLVED: Record<Exclude<OfferStatus, 'open' | 'accepted'>, (orderId: number | null) => string> = {
  expired: () => 'This offer has expired; ask the vendor for a new one in the enquiry chat',
  withdrawn: () => 'The vendor withdrew this offer; look at the enquiry for their latest one',
  ordered: (orderId) => `This offer was already ordered (order ${orderId})`,
};

/** Why the customer cannot accept the offer now, or null (accepting twice puts it in the cart again). */
export function acceptProblem(row: Validity & Pick<OfferRow, 'orderId'>, now: Date): string | null {
  const status = offerStatusAt(row, now);
  return status === 'open' || status === 'accepted' ? null : RESOLVED[status](row.orderId);
}

/** Why a cart or checkout line bought at this offer cannot be ordered now, naming the product, or null. */
export function offerLineProblem(row: (Validity & Pick<OfferRow, 'orderId'>) | undefined, name: string, now: Date): string | null {
  if (!row) return `The offer for ${name} no longer exists; remove it from your cart`;
  const status = offerStatusAt(row, now);
  if (status === 'accepted') return null;
  if (status === 'expired') return `The offer for ${name} has expired; remove it from your cart and ask the vendor for a new one`;
  if (status === 'withdrawn') return `The vendor withdrew the offer for ${name}; remove it from your cart and accept their latest offer`;
  if (status === 'ordered') return `The offer for ${name} was already ordered (order ${row.orderId}); remove it from your cart`;
  return `Accept the offer for ${name} before checking out`;
}
