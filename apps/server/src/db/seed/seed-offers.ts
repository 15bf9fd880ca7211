import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../client';
import { customers, enquiries, offers, vendorUsers } from '../schema';
import { DEMO_SHOPPER } from './seed-customers';

/**
 * Issue #13's demo offer: Priya's In progress enquiry about the office cleaning contract has the
 * vendor's quote from its chat (₹18,500 a month) as an open offer, made when the chat says it was
 * sent and valid for a week from seeding, so she can accept it and check out. Written only when
 * that enquiry has no offer yet, so an older data folder gains it and a second start changes nothing.
 */

const HOUR = 60 * 60 * 1000;
export const DEMO_OFFER = { product: 'Office Cleaning Contract', unitPriceMinor: 1_850_000, quantity: 1, sentHoursAgo: 74, validDays: 7 };

export async function seedOffers(tx: Db, now = new Date()): Promise<void> {
  const [enquiry] = await tx
    .select({ id: enquiries.id, productId: enquiries.productId, vendorId: enquiries.vendorId, customerId: enquiries.customerId, offerId: offers.id })
    .from(enquiries)
    .innerJoin(customers, eq(customers.id, enquiries.customerId))
    .leftJoin(offers, eq(offers.enquiryId, enquiries.id))
    .where(
      and(
        eq(enquiries.storeId, DEMO_SHOPPER.storeId),
        eq(customers.phone, DEMO_SHOPPER.phone),
        like(enquiries.productName, `%${DEMO_OFFER.product}%`),
        eq(enquiries.status, 2),
      ),
    )
    .orderBy(asc(enquiries.id))
    .limit(1);
  if (!enquiry || enquiry.offerId !== null) return;
  const [author] = await tx
    .select({ id: vendorUsers.id })
    .from(vendorUsers)
    .where(eq(vendorUsers.vendorId, enquiry.vendorId))
    .orderBy(asc(vendorUsers.id))
    .limit(1);
  if (!author) return;
  const sentAt = new Date(now.getTime() - DEMO_OFFER.sentHoursAgo * HOUR);
  await tx.insert(offers).values({
    storeId: DEMO_SHOPPER.storeId,
    enquiryId: enquiry.id,
    vendorId: enquiry.vendorId,
    productId: enquiry.productId,
    customerId: enquiry.customerId,
    unitPriceMinor: DEMO_OFFER.unitPriceMinor,
    quantity: DEMO_OFFER.quantity,
    validUntil: new Date(now.getTime() + DEMO_OFFER.validDays * 24 * HOUR),
    createdBy: author.id,
    createdAt: sentAt,
    updatedAt: sentAt,
  });
}
