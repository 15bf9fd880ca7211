import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import { products, vendors } from '../schema';
import { CHOWK_STORE_ID, SOUK_STORE_ID } from './catalogue';

/**
 * Where the demo's booked services happen and the vendors' terms for moving a booking (issue #12,
 * /trainingOverview). Kept true to the services' FAQ, "Reschedule free up to 4 hours before your
 * slot, twice per booking, from My Orders": every vendor with bookable services moves a booking up to 4 hours before
 * it starts, twice per booking. GharSeva comes to the customer's address, except its online yoga
 * classes (the products whose "Where" is "Online"), which meet at a link; Dar al Oud's perfume
 * sessions are at its shop. Writes only what a store lacks, so an older data folder gains it.
 */

type Terms = {
  storeId: number;
  slug: string;
  contactPhone: string;
  contactEmail: string | null;
  address: string;
  place: (p: { slug: string; attributes: { name: string; value: string }[] }) => {
    servicePlace: 'customer_address' | 'vendor_address' | 'online';
    meetingLink: string | null;
  };
};

const FOUR_HOURS_TWICE = { rescheduleAllowed: true, rescheduleNoticeHours: 4, rescheduleLimit: 2 };
const online = (p: { attributes: { name: string; value: string }[] }) => p.attributes.some((a) => a.name === 'Where' && a.value === 'Online');

const TERMS: Terms[] = [
  {
    storeId: CHOWK_STORE_ID,
    slug: 'gharseva-home-services',
    contactPhone: '+91 80 4719 2200',
    contactEmail: 'bookings@gharseva.example',
    address: '2nd Floor, 14 80 Feet Road, Koramangala 4th Block, Bengaluru 560034',
    place: (p) =>
      online(p) ? { servicePlace: 'online', meetingLink: `https://meet.jit.si/GharSeva-${p.slug}` } : { servicePlace: 'customer_address', meetingLink: null },
  },
  {
    storeId: SOUK_STORE_ID,
    slug: 'dar-al-oud',
    contactPhone: '+27 21 424 5510',
    contactEmail: null,
    address: 'متجر 7، شارع وايل، بو-كاب، كيب تاون 8001',
    place: () => ({ servicePlace: 'vendor_address', meetingLink: null }),
  },
];

export async function seedServiceTerms(tx: Db): Promise<void> {
  for (const terms of TERMS) {
    const [vendor] = await tx
      .update(vendors)
      .set({ contactPhone: terms.contactPhone, contactEmail: terms.contactEmail, address: terms.address, ...FOUR_HOURS_TWICE })
      .where(and(eq(vendors.storeId, terms.storeId), eq(vendors.slug, terms.slug), isNull(vendors.address)))
      .returning({ id: vendors.id });
    if (!vendor) continue;
    const booked = await tx
      .select({ id: products.id, slug: products.slug, attributes: products.attributes })
      .from(products)
      .where(and(eq(products.vendorId, vendor.id), eq(products.slotRequired, true), isNull(products.servicePlace)));
    for (const p of booked) await tx.update(products).set(terms.place(p)).where(eq(products.id, p.id));
  }
}
