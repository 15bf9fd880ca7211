import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BundledPart } from '@bazaar/contracts';
import type { z } from 'zod';
import { bundleItems, products, vendorPincodes, vendors } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';
import { summaryColumns } from './product-summary';
import { contentLanguage, PRODUCT_TEXT, translated, type ContentLanguage } from './translated';
import { visibleProducts } from './scope';

/**
 * What other modules (cart, wish list, delivery) may ask of the catalogue about a set of
 * products, each in one query: whether a shopper can see and order them, and a bundle's parts.
 */

export const orderableColumns = (lang: ContentLanguage | undefined) => ({
  ...summaryColumns(lang),
  maxPerOrder: products.maxPerOrder,
  estimatedDeliveryDays: products.estimatedDeliveryDays,
  deliversEverywhere: vendors.deliversEverywhere,
  paymentMode: products.paymentMode,
  policies: products.policies,
  vendorPolicies: vendors.policies,
});

export type OrderableProduct = Awaited<ReturnType<typeof findVisibleProducts>>[number];

/** The visible products of this store among `ids`; unknown, hidden and other stores' ids are left out. */
export async function findVisibleProducts(ctx: RequestContext, ids: number[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select(orderableColumns(contentLanguage(ctx)))
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(and(visibleProducts(ctx), inArray(products.id, ids)));
}

/** How many of a product one order line may take: stock, capped by the product's own limit. */
export const orderableQuantity = (p: { stock: number; maxPerOrder: number }, ceiling: number) => Math.max(0, Math.min(p.stock, p.maxPerOrder, ceiling));

/** The parts of each bundle among `bundleIds`, keyed by bundle. */
export async function bundledPartsOf(ctx: RequestContext, bundleIds: number[]): Promise<Map<number, z.infer<typeof BundledPart>[]>> {
  const parts = new Map<number, z.infer<typeof BundledPart>[]>();
  if (bundleIds.length === 0) return parts;
  const rows = await ctx.db
    .select({
      bundleId: bundleItems.bundleId,
      id: products.id,
      name: translated<string>(contentLanguage(ctx), PRODUCT_TEXT, products.id, 'name', products.name),
      images: products.images,
      quantity: bundleItems.quantity,
    })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .where(and(inArray(bundleItems.bundleId, bundleIds), eq(products.storeId, ctx.store.id)))
    .orderBy(asc(bundleItems.bundleId), asc(products.id));
  for (const r of rows) {
    const list = parts.get(r.bundleId) ?? [];
    list.push({ product_id: r.id, product_name: r.name, product_image: r.images.join(','), quantity: r.quantity });
    parts.set(r.bundleId, list);
  }
  return parts;
}

/** Of `vendorIds`, those that list `pincode` among the places they deliver to (one query). */
export async function vendorsListingPincode(ctx: RequestContext, vendorIds: number[], pincode: string): Promise<Set<number>> {
  if (vendorIds.length === 0) return new Set();
  const rows = await ctx.db
    .select({ vendorId: vendorPincodes.vendorId })
    .from(vendorPincodes)
    .innerJoin(vendors, eq(vendors.id, vendorPincodes.vendorId))
    .where(and(eq(vendors.storeId, ctx.store.id), eq(vendorPincodes.pincode, pincode), inArray(vendorPincodes.vendorId, vendorIds)));
  return new Set(rows.map((r) => r.vendorId));
}
