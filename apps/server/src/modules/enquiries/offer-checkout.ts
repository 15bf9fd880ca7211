import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { offerLineProblem, type OfferRow } from './offer-rules';

/**
 * What checkout asks of offers (issue #13): the terms of the offers its lines were accepted at,
 * read from the offer rows (never from the client or the cart's copy), and the claim that marks
 * each one ordered in the order's own transaction. The claim is one conditional UPDATE per offer
 * (accepted, still valid, this customer's), so of two checkouts racing for one offer exactly one
 * order gets it and the other is refused with the reason; the customer's row lock that placing
 * takes first already puts them one after the other.
 */

export type OfferOwner = { storeId: number; customerId: number };
export type OfferTerms = Pick<OfferRow, 'id' | 'productId' | 'quantity' | 'unitPriceMinor' | 'status' | 'validUntil' | 'withdrawnAt' | 'orderId'>;

const termColumns = {
  id: offers.id,
  productId: offers.productId,
  quantity: offers.quantity,
  unitPriceMinor: offers.unitPriceMinor,
  status: offers.status,
  validUntil: offers.validUntil,
  withdrawnAt: offers.withdrawnAt,
  orderId: offers.orderId,
};

/** The customer's own offers among `ids`, keyed by id; another customer's or store's are left out. */
export async function offerTermsOf(db: Db, owner: OfferOwner, ids: number[]): Promise<Map<number, OfferTerms>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(termColumns)
    .from(offers)
    .where(and(eq(offers.storeId, owner.storeId), eq(offers.customerId, owner.customerId), inArray(offers.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

export type OfferClaim = { offerId: number; name: string };

/**
 * Marks each offer ordered by `orderId`, inside the order's transaction: refused (409, naming the
 * product and why) unless it is still accepted and valid at `now`, so the order rolls back whole.
 * A checkout line's product and quantity are its offer's: it was copied from a cart line that the
 * database's foreign key holds to the offer row.
 */
export async function claimOffers(tx: Db, owner: OfferOwner, claims: OfferClaim[], orderId: number, now: Date): Promise<void> {
  for (const claim of claims) {
    const claimed = await tx
      .update(offers)
      .set({ status: 'ordered', orderId, updatedAt: sql`now()` })
      .where(
        and(
          eq(offers.id, claim.offerId),
          eq(offers.storeId, owner.storeId),
          eq(offers.customerId, owner.customerId),
          eq(offers.status, 'accepted'),
          gt(offers.validUntil, now),
        ),
      )
      .returning({ id: offers.id });
    if (claimed.length > 0) continue;
    const terms = (await offerTermsOf(tx, owner, [claim.offerId])).get(claim.offerId);
    throw new ApiError(409, offerLineProblem(terms, claim.name, now)!);
  }
}
