import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { vendors, vendorUsers } from '../schema';

/**
 * One vendor user for each demo vendor, to sign in to the vendor console at /vendor-console with
 * a code from the demo outbox: `<vendor slug>@vendors.example.com` (README lists them), and a
 * second one where a shop has more staff (MORE_STAFF). Written
 * for vendors that have none, so a data folder seeded before the console existed gets them too.
 */

const PEOPLE: Record<string, string> = {
  'rangrez-block-prints': 'Farida Chhipa',
  'malabar-spice-estate': 'Thomas Kurian',
  'circuit-galli': 'Arjun Reddy',
  'gharseva-home-services': 'Sunita Pawar',
  'pixel-pothi-studio': 'Kabir Mehta',
  'koregaon-bake-house': 'Anaya Joshi',
  'kansa-and-clay': 'Ramesh Prajapati',
  'tiruppur-cotton-co': 'Senthil Murugan',
  'dar-al-oud': 'يوسف العطار',
  'bayt-al-qahwa': 'ليلى حداد',
};

export const vendorUserEmail = (vendorSlug: string) => `${vendorSlug}@vendors.example.com`;

/** Shops with a second member of staff, who signs in with their own address (and their own codes). */
const MORE_STAFF: Record<string, { name: string; identifier: string }[]> = {
  'rangrez-block-prints': [{ name: 'Imran Chhipa', identifier: 'imran.rangrez-block-prints@vendors.example.com' }],
};

export async function seedVendorUsers(tx: Db): Promise<void> {
  const all = await tx.select({ id: vendors.id, storeId: vendors.storeId, slug: vendors.slug, name: vendors.name }).from(vendors).orderBy(asc(vendors.id));
  const known = all.filter((v) => PEOPLE[v.slug] !== undefined);
  if (known.length === 0) return;
  const have = new Set(
    (
      await tx
        .select({ vendorId: vendorUsers.vendorId })
        .from(vendorUsers)
        .where(
          inArray(
            vendorUsers.vendorId,
            known.map((v) => v.id),
          ),
        )
    ).map((r) => r.vendorId),
  );
  const missing = known.filter((v) => !have.has(v.id));
  if (missing.length === 0) return;
  await tx
    .insert(vendorUsers)
    .values(
      missing.flatMap((v) => [
        { storeId: v.storeId, vendorId: v.id, name: PEOPLE[v.slug]!, identifier: vendorUserEmail(v.slug) },
        ...(MORE_STAFF[v.slug] ?? []).map((person) => ({ storeId: v.storeId, vendorId: v.id, ...person })),
      ]),
    );
}
