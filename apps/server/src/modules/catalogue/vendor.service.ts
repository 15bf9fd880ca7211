import { and, eq, sql } from 'drizzle-orm';
import type { VendorProfile } from '@bazaar/contracts';
import { products, vendors } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import type { RequestContext } from '../../plugins/store-context';
import { visibleProducts } from './scope';

/** Owns the public vendor profile. */

const missing = (id: number) => notFound(`Vendor ${id} was not found`);

export async function getVendor(ctx: RequestContext, vendorId: number): Promise<VendorProfile> {
  const [row] = await ctx.db
    .select({
      vendor: vendors,
      productCount: sql<number>`(SELECT count(*)::int FROM ${products} WHERE ${and(visibleProducts(ctx), eq(products.vendorId, vendors.id))})`,
    })
    .from(vendors)
    .where(and(eq(vendors.storeId, ctx.store.id), eq(vendors.id, vendorId)))
    .limit(1);
  if (!row) throw missing(vendorId);
  const v = row.vendor;
  return {
    vendor_id: v.id,
    vendor_name: v.name,
    description: v.description,
    city: v.city,
    logo: v.logoPath,
    rating: v.rating,
    rating_count: v.ratingCount,
    delivers_everywhere: v.deliversEverywhere,
    policies: v.policies ?? null,
    product_count: row.productCount,
  };
}

/** 404 for an id that is not one of this store's vendors. */
export async function assertVendor(ctx: RequestContext, vendorId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.storeId, ctx.store.id), eq(vendors.id, vendorId)))
    .limit(1);
  if (!row) throw missing(vendorId);
}
