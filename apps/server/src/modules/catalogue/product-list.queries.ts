import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ALL_PRODUCTS_PINCODE, PAGE_LIMIT_DEFAULT, type ProductListQuery, type ProductSummary } from '@bazaar/contracts';
import { products, vendors } from '../../db/schema';
import type { RequestContext } from '../../plugins/store-context';
import { afterCursor, cursorKeyColumn, encodeCursor, listOrder, orderByOf, type ListOrder } from './list-cursor';
import { catalogueVersionColumn, countAndKeep, hasKeptTotal, keptTotal, totalKey } from './list-totals';
import { minorPerMain } from './money';
import { summaryColumns, toSummary, type SummaryRow } from './product-summary';
import { visibleProducts } from './scope';
import { relevance, searchHits } from './search';
import { contentLanguage } from './translated';

/**
 * Product lists: the filters of the listing page, its sort orders and one page of summaries.
 * Every sort ends with the id so an order is total and pages never overlap or skip. A page is one
 * query when its list's total is already known (list-totals.ts).
 */

export type ProductPage = { products: ProductSummary[]; total: number; next_cursor?: string | null };

/**
 * Vendors delivering everywhere, or listing the pincode. A semi-join on the store's few vendors,
 * so the filter needs no join with vendors and the planner can hash the vendor ids once.
 */
export const deliversTo = (ctx: RequestContext, pincode: string) =>
  sql`${products.vendorId} IN (
    SELECT v.id FROM vendors v WHERE v.store_id = ${ctx.store.id} AND (v.delivers_everywhere OR EXISTS (
      SELECT 1 FROM vendor_pincodes vp WHERE vp.vendor_id = v.id AND vp.pincode = ${pincode})))`;

/**
 * `order`: a listing order, which makes the page keyset-pageable (next_cursor; `cursor` starts the
 * page after that position instead of at an offset).
 */
export type PageSpec = { where: SQL; orderBy: SQL[]; page: number; limit: number; order?: ListOrder; cursor?: string };

/** One page of summaries and the total, with vendor names from a join. */
export async function selectProductPage(ctx: RequestContext, spec: PageSpec): Promise<ProductPage> {
  const key = totalKey(spec.where);
  const where = spec.cursor && spec.order ? and(spec.where, afterCursor(spec.order, spec.cursor))! : spec.where;
  const pageQuery = ctx.db
    .select({
      ...summaryColumns(contentLanguage(ctx)),
      version: catalogueVersionColumn,
      cursorKey: spec.order ? cursorKeyColumn(spec.order) : sql<string>`null`,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(where)
    .orderBy(...spec.orderBy)
    .limit(spec.limit)
    .offset(spec.cursor ? 0 : (spec.page - 1) * spec.limit);
  // A list seen before: the page alone, then its kept total if still current. A new list: the
  // page and its count side by side.
  const known = hasKeptTotal(ctx, key);
  const [rows, counted] = await Promise.all([pageQuery, known ? undefined : countAndKeep(ctx, key, spec.where)]);
  const total = counted ?? keptTotal(ctx, key, rows[0]?.version) ?? (await countAndKeep(ctx, key, spec.where));
  const unit = minorPerMain(ctx);
  const last = rows.length === spec.limit ? rows[rows.length - 1] : undefined;
  return {
    products: rows.map((r) => toSummary(r, unit)),
    total,
    ...(spec.order ? { next_cursor: last ? encodeCursor(spec.order, last.cursorKey) : null } : {}),
  };
}

export const popularFirst = orderByOf(listOrder(undefined));

const summarySelect = (ctx: RequestContext) =>
  sql.join(
    Object.entries(summaryColumns(contentLanguage(ctx))).map(([alias, column]) => sql`${column} AS ${sql.identifier(alias)}`),
    sql`, `,
  );

/** A page of search results: ranked among the bounded matches of search.ts, with their count. */
async function searchPage(ctx: RequestContext, filters: SQL, text: string, query: ProductListQuery): Promise<ProductPage> {
  const limit = query['page-limit'] ?? PAGE_LIMIT_DEFAULT;
  const offset = ((query['page-number'] ?? 1) - 1) * limit;
  const order = query.sort && query.sort !== 'relevance' ? orderByOf(listOrder(query.sort)) : [...relevance, desc(products.popularity), asc(products.id)];
  const hits = searchHits(ctx, filters, text);
  const rows = await rowsOf<SummaryRow & { total: number }>(
    ctx,
    sql`WITH ${hits}
    SELECT ${summarySelect(ctx)}, (count(*) OVER ())::int AS total
    FROM hits JOIN ${products} ON ${products.id} = hits.id JOIN ${vendors} ON ${vendors.id} = ${products.vendorId}
    ORDER BY ${sql.join(order, sql`, `)} LIMIT ${limit} OFFSET ${offset}`,
  );
  const unit = minorPerMain(ctx);
  // A page past the end has no row to carry the total.
  const total = rows[0]?.total ?? (offset > 0 ? await countHits(ctx, hits) : 0);
  return { products: rows.map((r) => toSummary(r, unit)), total };
}

async function countHits(ctx: RequestContext, hits: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(ctx, sql`WITH ${hits} SELECT count(*)::int AS n FROM hits`);
  return row?.n ?? 0;
}

/** Rows of a statement written in SQL (both drivers answer { rows }), named by its AS aliases. */
const rowsOf = async <T>(ctx: RequestContext, statement: SQL): Promise<T[]> => ((await ctx.db.execute(statement)) as unknown as { rows: T[] }).rows;

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
    query['in-stock'] ? gt(products.stock, 0) : undefined,
    pincode ? deliversTo(ctx, pincode) : undefined,
  )!;
  if (query.search) return searchPage(ctx, filters, query.search, query);
  const order = listOrder(query.sort);
  return selectProductPage(ctx, {
    where: filters,
    orderBy: orderByOf(order),
    order,
    cursor: query.cursor,
    page: query['page-number'] ?? 1,
    limit: query['page-limit'] ?? PAGE_LIMIT_DEFAULT,
  });
}
