import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { PAGE_LIMIT_DEFAULT, type VendorProfile } from '@bazaar/contracts';
import { products, vendors } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { forStore } from '../../plugins/store-cache';
import type { RequestContext } from '../../plugins/store-context';
import { policiesInMain } from './money';
import { visibleProducts } from './scope';
import { contentLanguage, translated, VENDOR_TEXT } from './translated';

/** Owns the public vendor profile and the store's vendor list. */

const missing = (id: number) => notFound(`Vendor ${id} was not found`);

/**
 * Counted per vendor row inside the same query (index products_vendor_idx). PostgreSQL evaluates
 * a sub-select in the select list after ORDER BY … LIMIT, so a page counts only its own vendors.
 */
const productCount = (ctx: RequestContext) =>
  sql<number>`(SELECT count(*)::int FROM ${products} WHERE ${and(visibleProducts(ctx), eq(products.vendorId, vendors.id))})`;

function toProfile(v: typeof vendors.$inferSelect, productCount: number, unit: number): VendorProfile {
  return {
    vendor_id: v.id,
    vendor_name: v.name,
    description: v.description,
    city: v.city,
    logo: v.logoPath,
    rating: v.rating,
    rating_count: v.ratingCount,
    delivers_everywhere: v.deliversEverywhere,
    policies: policiesInMain(v.policies, unit),
    product_count: productCount,
  };
}

/** The vendor's row, its name and description in the request's language. */
const vendorColumns = (ctx: RequestContext) => {
  const lang = contentLanguage(ctx);
  return {
    ...getTableColumns(vendors),
    name: translated<string>(lang, VENDOR_TEXT, vendors.id, 'name', vendors.name),
    description: translated<string>(lang, VENDOR_TEXT, vendors.id, 'description', vendors.description),
  };
};

export async function getVendor(ctx: RequestContext, vendorId: number): Promise<VendorProfile> {
  const [row] = await ctx.db
    .select({ vendor: vendorColumns(ctx), productCount: productCount(ctx) })
    .from(vendors)
    .where(and(eq(vendors.storeId, ctx.store.id), eq(vendors.id, vendorId)))
    .limit(1);
  if (!row) throw missing(vendorId);
  return toProfile(row.vendor, row.productCount, ctx.store.minorPerMain);
}

/**
 * One query for the page, its product counts and the total (a window count over the store's
 * vendors). Only a page past the end, which has no row to carry the total, costs a second query.
 */
export async function listVendors(ctx: RequestContext, page: number, limit = PAGE_LIMIT_DEFAULT): Promise<{ vendors: VendorProfile[]; total: number }> {
  const ofStore = eq(vendors.storeId, ctx.store.id);
  const query = ctx.db
    .select({ vendor: vendorColumns(ctx), productCount: productCount(ctx), total: sql<number>`(count(*) OVER ())::int` })
    .from(vendors)
    .where(ofStore)
    .orderBy(desc(vendors.rating), asc(vendors.name), asc(vendors.id));
  const rows = page === -1 ? await query : await query.limit(limit).offset((page - 1) * limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) {
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(vendors)
      .where(ofStore);
    total = row?.n ?? 0;
  }
  return { vendors: rows.map((r) => toProfile(r.vendor, r.productCount, ctx.store.minorPerMain)), total };
}

/** 404 for an id that is not one of this store's vendors. */
/** 404 unless the vendor is one of this store's; the store's vendor ids are kept with its row (forStore). */
export async function assertVendor(ctx: RequestContext, vendorId: number): Promise<void> {
  const ids = await forStore(ctx.store, 'vendor-ids', async () => {
    const rows = await ctx.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.storeId, ctx.store.id));
    return new Set(rows.map((r) => r.id));
  });
  if (!ids.has(vendorId)) throw missing(vendorId);
}
