import type { OfferTerms } from '../enquiries';

/**
 * A line bought at a vendor's offer (issue #13) costs the offer's unit price, read from the offer
 * row: no catalogue price, discount or hidden price applies to it. A line whose offer is not the
 * customer's any more keeps the catalogue's terms; placing the order refuses it (claimOffers).
 */

type PricedLine = { offerId: number | null; priceMinor: number; sellingPriceMinor: number; priceVisibility: boolean };

/** `terms` is keyed by offer id; a line without an offer (null) finds none. */
export function withOfferPrices<L extends PricedLine>(lines: L[], terms: ReadonlyMap<number | null, OfferTerms>): L[] {
  return lines.map((line) => {
    const offer = terms.get(line.offerId);
    if (!offer) return line;
    return { ...line, priceMinor: offer.unitPriceMinor, sellingPriceMinor: offer.unitPriceMinor, priceVisibility: true };
  });
}

/** The offer ids of `lines`. */
export const offerIdsOf = (lines: { offerId: number | null }[]) => lines.flatMap((l) => l.offerId ?? []);

/** Whose offers a checkout may use: its customer's, in its store. */
export const offerOwner = (ctx: { store: { id: number }; customerId: number }) => ({ storeId: ctx.store.id, customerId: ctx.customerId });
