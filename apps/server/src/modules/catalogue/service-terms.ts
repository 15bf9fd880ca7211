import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, vendors } from '../../db/schema';

/**
 * What the orders module needs to know about a booked service after purchase: where it happens
 * (the product's place and meeting link), how to reach its vendor, and the vendor's terms for
 * moving a booking. Read as they stand now, whether or not the product is still on sale: a hidden
 * product is still owed to those who bought it.
 */
export type ServiceTerms = {
  place: 'customer_address' | 'vendor_address' | 'online' | null;
  meetingLink: string | null;
  vendor: { id: number; city: string; address: string | null; phone: string | null; email: string | null };
  reschedule: { allowed: boolean; noticeHours: number; limit: number };
};

export async function serviceTermsOf(db: Db, storeId: number, productId: number): Promise<ServiceTerms | undefined> {
  const [row] = await db
    .select({
      place: products.servicePlace,
      meetingLink: products.meetingLink,
      vendorId: vendors.id,
      city: vendors.city,
      address: vendors.address,
      phone: vendors.contactPhone,
      email: vendors.contactEmail,
      allowed: vendors.rescheduleAllowed,
      noticeHours: vendors.rescheduleNoticeHours,
      limit: vendors.rescheduleLimit,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(eq(products.id, productId), eq(products.storeId, storeId)))
    .limit(1);
  if (!row) return undefined;
  return {
    place: row.place,
    meetingLink: row.meetingLink,
    vendor: { id: row.vendorId, city: row.city, address: row.address, phone: row.phone, email: row.email },
    reschedule: { allowed: row.allowed, noticeHours: row.noticeHours, limit: row.limit },
  };
}
