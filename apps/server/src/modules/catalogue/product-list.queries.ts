import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ALL_PRODUCTS_PINCODE, PAGE_LIMIT_DEFAULT, PRODUCT_TOTAL_MAX, type ProductListQuery, type ProductSummary } from '@bazaar/contracts';
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

/**
 * Vendors delivering everywhere, or listing the pincode. A semi-join on the store's few vendors,
 * so the filter needs no join with vendors and the planner can hash the vendor ids once.
 */
export const deliversTo = (ctx: RequestContext, pincode: string) =>
  sql`${products.vendorId} IN (
    SELECT v.id FROM vendors v WHERE v.store_id = ${ctx.store.id} AND (v.delivers_everywhere OR EXISTS (
      SELECT 1 FROM vendor_pincodes vp WHERE vp.vendor_id = v.id AND vp.pincode = ${pincode})))`;

/**
 * The matches of `where`, counted up to `cap` only: counting every match of a large store scans
 * it (55 ms at 100,000 products), and beyond PRODUCT_TOTAL_MAX a total only says "very many".
 */
export async function countProducts(ctx: RequestContext, where: SQL, cap = PRODUCT_TOTAL_MAX): Promise<number> {
  const matches = ctx.db
    .select({ one: sql`1`.as('one') })
    .from(products)
    .where(where)
    .limit(cap)
    .as('matches');
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(matches);
  return row?.n ?? 0;
}

/**
 * `ranked`: the order is computed over every match anyway (search relevance), so a window count
 * gives the exact total in the same pass. Otherwise the page stops early in index order and the
 * total is a separate capped count.
 */
export type PageSpec = { where: SQL; orderBy: SQL[]; page: number; limit: number; ranked?: boolean };

/** One page of summaries and the total, with vendor names from a join. */
export async function selectProductPage(ctx: RequestContext, spec: PageSpec): Promise<{ products: ProductSummary[]; total: number }> {
  const offset = (spec.page - 1) * spec.limit;
  const page = (columns: typeof summaryColumns & { total?: SQL.Aliased<number> }) =>
    ctx.db
      .select(columns)
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(spec.where)
      .orderBy(...spec.orderBy)
      .limit(spec.limit)
      .offset(offset);
  if (spec.ranked) {
    const rows = await page({ ...summaryColumns, total: sql<number>`(count(*) OVER ())::int`.as('total') });
    const unit = minorPerMain(ctx);
    // A page past the end has no row to carry the total.
    const total = rows[0]?.total ?? (offset > 0 ? await countProducts(ctx, spec.where) : 0);
    return { products: rows.map((r) => toSummary(r, unit)), total };
  }
  const [rows, total] = await Promise.all([page(summaryColumns), countProducts(ctx, spec.where)]);
  return { products: rows.map((r) => toSummary(r, minorPerMain(ctx))), total };
}

export const popularFirst = [desc(products.popularity), desc(products.rating), asc(products.id)];

function sortOrder(sort: ProductListQuery['sort'], rank: SQL[] | undefined): SQL[] {
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
      return rank ? [...rank, desc(products.popularity), asc(products.id)] : popularFirst;
  }
}

/** The listing page: every filter of GET /products, sorted across pages. */
export async function listProducts(ctx: RequestContext, query: ProductListQuery, options: { dealsOnly?: boolean; categoryIds?: number[] } = {}) {
  const unit = minorPerMain(ctx);
  const pincode = query.pincode && query.pincode !== ALL_PRODUCTS_PINCODE ? query.pincode : undefined;
  const priced = query['min-price'] !== undefined || query['max-price'] !== undefined;
  const filters = and(
    visibleProducts(ctx),
    options.dealsOnly ? eq(products.isDeal, true) : undefined,
    options.categoryIds ? inArray(products.categoryId, options.categoryIds) : undefined,
    query['vendor-id'] ? eq(products.vendorId, query['vendor-id']) : undefined,
    query['product-type'] ? eq(products.productType, query['product-type']) : undefined,
    // A hidden price cannot be shown to fall in a range, so price filters leave those products out.
    priced ? eq(products.priceVisibility, true) : undefined,
    query['min-price'] !== undefined ? gte(products.sellingPriceMinor, query['min-price'] * unit) : undefined,
    query['max-price'] !== undefined ? lte(products.sellingPriceMinor, query['max-price'] * unit) : undefined,
    query['min-rating'] !== undefined ? gte(products.rating, query['min-rating']) : undefined,
    pincode ? deliversTo(ctx, pincode) : undefined,
  )!;
  const search = query.search ? await searchCondition(query.search, (where, cap) => countProducts(ctx, and(filters, where)!, cap)) : undefined;
  return selectProductPage(ctx, {
    where: search ? and(filters, search.where)! : filters,
    orderBy: sortOrder(query.sort, search?.rank),
    // Every sort of a search reads all its matches (the text index gives no order).
    ranked: search !== undefined,
    page: query['page-number'] ?? 1,
    limit: query['page-limit'] ?? PAGE_LIMIT_DEFAULT,
  });
}
