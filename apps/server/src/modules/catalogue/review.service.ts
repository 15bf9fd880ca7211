import { and, desc, eq, sql } from 'drizzle-orm';
import { PAGE_LIMIT_DEFAULT, type Review, type ReviewInput, type ReviewSummary } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { customers, productReviews, products } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { CustomerContext } from '../identity';
import type { RequestContext } from '../../plugins/store-context';
import { visibleProducts } from './scope';

/** Owns product reviews: one per order item, and the product's rating kept in step with them. */

const missingProduct = (id: number) => notFound(`Product ${id} was not found`);

async function assertVisibleProduct(ctx: RequestContext, productId: number): Promise<void> {
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(and(visibleProducts(ctx), eq(products.id, productId)))
    .limit(1);
  if (!row) throw missingProduct(productId);
}

/**
 * TODO(orders issue): once orders exist, check that the order item belongs to this customer and
 * store, is for this product, and has been received. Until then only the id's shape is checked.
 */
export function assertReceivedOrderItem(_ctx: CustomerContext, _productId: number, orderItemId: number): void {
  if (!Number.isInteger(orderItemId) || orderItemId <= 0) throw badRequest('order_item_id must be a positive whole number');
}

/** A product's review counts per star, as a column of a products query (one query for the product page). */
export const reviewCountsColumn = sql<Record<string, number> | null>`(
  select json_object_agg(r.rating, r.n) from (
    select ${productReviews.rating} as rating, count(*)::int as n from ${productReviews}
    where ${productReviews.productId} = ${products.id} group by ${productReviews.rating}
  ) r
)`;

/** The summary of review counts per star ("1".."5"). */
export function summaryOf(counts: Record<string, number> | null): ReviewSummary {
  const byStar: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const [rating, n] of Object.entries(counts ?? {})) {
    byStar[rating] = n;
    count += n;
    sum += Number(rating) * n;
  }
  return { average: count ? Math.round((sum / count) * 100) / 100 : 0, count, by_star: byStar };
}

export async function reviewSummary(db: Db, productId: number): Promise<ReviewSummary> {
  const rows = await db
    .select({ rating: productReviews.rating, n: sql<number>`count(*)::int` })
    .from(productReviews)
    .where(eq(productReviews.productId, productId))
    .groupBy(productReviews.rating);
  return summaryOf(Object.fromEntries(rows.map((r) => [String(r.rating), r.n])));
}

const toReview = (row: typeof productReviews.$inferSelect): Review => ({
  review_id: row.id,
  product_id: row.productId,
  rating: row.rating,
  text: row.text,
  author_name: row.authorName,
  created_at: row.createdAt.toISOString(),
});

export async function listReviews(ctx: RequestContext, productId: number, page: number, limit = PAGE_LIMIT_DEFAULT) {
  await assertVisibleProduct(ctx, productId);
  const where = and(eq(productReviews.storeId, ctx.store.id), eq(productReviews.productId, productId));
  const [rows, summary] = await Promise.all([
    ctx.db
      .select()
      .from(productReviews)
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    reviewSummary(ctx.db, productId),
  ]);
  return { reviews: rows.map(toReview), total: summary.count, summary };
}

/** Adds the review and recomputes the product's rating in the same transaction. */
export async function addReview(ctx: CustomerContext, productId: number, input: ReviewInput): Promise<Review> {
  await assertVisibleProduct(ctx, productId);
  assertReceivedOrderItem(ctx, productId, input.order_item_id);
  return ctx.db.transaction(async (tx) => {
    const [customer] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, ctx.customerId)).limit(1);
    let row: typeof productReviews.$inferSelect | undefined;
    try {
      [row] = await tx
        .insert(productReviews)
        .values({
          storeId: ctx.store.id,
          productId,
          customerId: ctx.customerId,
          orderItemId: input.order_item_id,
          authorName: customer?.name ?? 'Customer',
          rating: input.rating,
          text: input.text,
        })
        .returning();
    } catch (error) {
      if (uniqueViolation(error) === 'product_reviews_order_item_uq') {
        throw new ApiError(409, 'This order item has already been reviewed');
      }
      throw error;
    }
    await tx
      .update(products)
      .set({
        rating: sql`(SELECT coalesce(round(avg(r.rating)::numeric, 2), 0)::float8 FROM product_reviews r WHERE r.product_id = ${productId})`,
        ratingCount: sql`(SELECT count(*)::int FROM product_reviews r WHERE r.product_id = ${productId})`,
      })
      .where(eq(products.id, productId));
    return toReview(row!);
  });
}
