import { and, desc, eq } from 'drizzle-orm';
import type { Offer } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { enquiries, offers } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { toMain } from '../catalogue';
import { storeCurrency } from '../store';
import { NO_SUCH_ENQUIRY, type EnquiryScope } from './enquiry.queries';
import { offerStatusAt, type OfferRow } from './offer-rules';

/**
 * Reads of offers (issue #13): an enquiry's offers for its customer or its vendor, newest first,
 * and one offer as the API shows it. Another customer's or vendor's enquiry, or another store's,
 * is a 404 like an unknown one.
 */

export const NO_SUCH_OFFER = 'There is no such offer';

export type Currency = Awaited<ReturnType<typeof storeCurrency>>;

const mine = (scope: EnquiryScope) => (scope.side === 'customer' ? eq(enquiries.customerId, scope.customerId) : eq(enquiries.vendorId, scope.vendorId));

/** The enquiry if it is the scope's, optionally row-locked (a new offer); else 404. */
export async function findScopedEnquiry(scope: EnquiryScope, enquiryId: number, db: Db = scope.db, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: enquiries.id, status: enquiries.status, customerId: enquiries.customerId, vendorId: enquiries.vendorId, productId: enquiries.productId })
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.storeId, scope.storeId), mine(scope)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(NO_SUCH_ENQUIRY);
  return row;
}

export function offerView(row: OfferRow, productName: string, currency: Currency, now: Date): Offer {
  const unit = currency.number_to_basic;
  return {
    id: row.id,
    enquiry_id: row.enquiryId,
    product_id: row.productId,
    product_name: productName,
    unit_price: toMain(row.unitPriceMinor, unit),
    quantity: row.quantity,
    total: toMain(row.unitPriceMinor * row.quantity, unit),
    currency,
    valid_until: row.validUntil.toISOString(),
    status: offerStatusAt(row, now),
    created_at: row.createdAt.toISOString(),
    order_id: row.orderId,
  };
}

/** GET …/enquiry-offers?enquiry-id=: the enquiry's offers, newest first. */
export async function listOffers(scope: EnquiryScope, enquiryId: number, now: Date): Promise<{ offers: Offer[] }> {
  await findScopedEnquiry(scope, enquiryId);
  const [rows, currency] = await Promise.all([
    scope.db
      .select({ offer: offers, productName: enquiries.productName })
      .from(offers)
      .innerJoin(enquiries, eq(enquiries.id, offers.enquiryId))
      .where(and(eq(offers.enquiryId, enquiryId), eq(offers.storeId, scope.storeId)))
      .orderBy(desc(offers.createdAt), desc(offers.id)),
    storeCurrency(scope.db, scope.storeId),
  ]);
  return { offers: rows.map((r) => offerView(r.offer, r.productName, currency, now)) };
}

/** One offer with its product's name, read in `db` (a transaction's, after a change). */
export async function readOffer(db: Db, storeId: number, offerId: number) {
  const [row] = await db
    .select({ offer: offers, productName: enquiries.productName, enquiryStatus: enquiries.status })
    .from(offers)
    .innerJoin(enquiries, eq(enquiries.id, offers.enquiryId))
    .where(and(eq(offers.id, offerId), eq(offers.storeId, storeId)))
    .limit(1);
  return row;
}
