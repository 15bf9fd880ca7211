import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { ALL_PRODUCTS_PINCODE, PAGE_LIMIT_DEFAULT, type ProductListQuery, type ProductSummary } from '@bazaar/contracts';
import { products, vendors } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';
import { minorPerMain, toMain } from './money';
import { visibleProducts } from './scope';
import { searchCondition } from './search';

/**
 * Product lists: the filters of the listing page, its sort orders and one page of summaries.
 * Every sort ends with the id so an order is total and pages never overlap or skip.
 */

export const summaryColumns = {
  id: products.id,
  name: products.name,
  priceMinor: products.priceMinor,
  sellingPriceMinor: products.sellingPriceMinor,
  discountDetails: products.discountDetails,
  images: products.images,
  rating: products.rating,
  ratingCount: products.ratingCount,
  productType: products.productType,
  vendorId: products.vendorId,
  vendorName: vendors.name,
  categoryId: products.categoryId,
  priceVisibility: products.priceVisibility,
  orderFlow: products.orderFlow,
  slotRequired: products.slotRequired,
  stock: products.stock,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

/** Hidden prices are sent as null (see the ProductSummary contract). */
export function toSummary(row: SummaryRow, unit: number): ProductSummary {
  const visible = row.priceVisibility;
  return {
    product_id: row.id,
    product_name: row.name,
    product_price: visible ? toMain(row.priceMinor, unit) : null,
    final_price: visible ? toMain(row.sellingPriceMinor, unit) : null,
    discount_details: visible ? row.discountDetails : '',
    product_image: row.images.join(','),
    rating: row.rating,
    rating_count: row.ratingCount,
    product_type_name: row.productType,
    vendor_id: row.vendorId,
    vendor_name: row.vendorName,
    category_id: row.categoryId,
    price_visibility: visible,
    order_flow: row.orderFlow,
    slot_required: row.slotRequired,
    in_stock: row.stock > 0,
  };
}

/** The category and all its sub-categories, within the store (UNION stops on a cycle). */
export const inCategoryTree = (ctx: RequestContext, categoryId: number) => sql`${products.categoryId} IN (
  WITH RECURSIVE sub(id) AS (
    SELECT id FROM categories WHERE id = ${categoryId} AND store_id = ${ctx.store.id}
    UNION
    SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id WHERE c.store_id = ${ctx.store.id}
  ) SELECT id FROM sub)`;

/** Vendors delivering everywhere, or listing the pincode. */
export const deliversTo = (pincode: string) =>
  sql`(${vendors.deliversEverywhere} OR EXISTS (
    SELECT 1 FROM vendor_pincodes vp WHERE vp.vendor_id = ${products.vendorId} AND vp.pincode = ${pincode}))`;

export type PageSpec = { where: SQL; orderBy: SQL[]; page: number; limit: number };

export async function countProducts(ctx: RequestContext, where: SQL): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(where);
  return row?.n ?? 0;
}

/** One page of summaries and the total, with vendor names from a join. */
export async function selectProductPage(ctx: RequestContext, spec: PageSpec): Promise<{ products: ProductSummary[]; total: number }> {
  const [rows, total, unit] = await Promise.all([
    ctx.db
      .select(summaryColumns)
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(spec.where)
      .orderBy(...spec.orderBy)
      .limit(spec.limit)
      .offset((spec.page - 1) * spec.limit),
    countProducts(ctx, spec.where),
    minorPerMain(ctx),
  ]);
  return { products: rows.map((r) => toSummary(r, unit)), total };
}

export const popularFirst = [desc(products.popularity), desc(products.rating), asc(products.id)];

function sortOrder(sort: ProductListQuery['sort'], rank: SQL | undefined): SQL[] {
  switch (sort) {
    // Hidden prices sort last whichever way prices go.
    case 'price_asc':
      return [desc(products.priceVisibility), asc(products.sellingPriceMinor), asc(products.id)];
    case 'price_desc':
      return [desc(products.priceVisibility), desc(products.sellingPriceMinor), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.ratingCount), asc(products.id)];
    default:
      return rank ? [desc(rank), asc(products.id)] : popularFirst;
  }
}

/** The listing page: every filter of GET /products, sorted across pages. */
export async function listProducts(ctx: RequestContext, query: ProductListQuery, options: { dealsOnly?: boolean } = {}) {
  const unit = query['min-price'] !== undefined || query['max-price'] !== undefined ? await minorPerMain(ctx) : 1;
  const pincode = query.pincode && query.pincode !== ALL_PRODUCTS_PINCODE ? query.pincode : undefined;
  const priced = query['min-price'] !== undefined || query['max-price'] !== undefined;
  const filters = and(
    visibleProducts(ctx),
    options.dealsOnly ? eq(products.isDeal, true) : undefined,
    query['category-id'] ? inCategoryTree(ctx, query['category-id']) : undefined,
    query['vendor-id'] ? eq(products.vendorId, query['vendor-id']) : undefined,
    query['product-type'] ? eq(products.productType, query['product-type']) : undefined,
    // A hidden price cannot be shown to fall in a range, so price filters leave those products out.
    priced ? eq(products.priceVisibility, true) : undefined,
    query['min-price'] !== undefined ? gte(products.sellingPriceMinor, query['min-price'] * unit) : undefined,
    query['max-price'] !== undefined ? lte(products.sellingPriceMinor, query['max-price'] * unit) : undefined,
    pincode ? deliversTo(pincode) : undefined,
  )!;
  const search = query.search ? await searchCondition(query.search, (where) => countProducts(ctx, and(filters, where)!)) : undefined;
  return selectProductPage(ctx, {
    where: search ? and(filters, search.where)! : filters,
    orderBy: sortOrder(query.sort, search?.rank),
    page: query['page-number'] ?? 1,
    limit: query['page-limit'] ?? PAGE_LIMIT_DEFAULT,
  });
}
