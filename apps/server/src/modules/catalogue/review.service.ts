import { and, desc, eq, sql } from 'drizzle-orm';
import { PAGE_LIMIT_DEFAULT, type RatingBreakdown, type Review, type ReviewSummary } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { customers, productReviews, products } from '../../db/schema';
import { ApiError, notFound } from '../../lib/api-error';
import { uniqueViolation } from '../../lib/db-errors';
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

/** A product's review counts per star, as a column of a products query (one query for the product page). */
export const reviewCountsColumn = sql<Record<string, number> | null>`(
  select json_object_agg(r.rating, r.n) from (
    select ${productReviews.rating} as rating, count(*)::int as n from ${productReviews}
    where ${productReviews.productId} = ${products.id} group by ${productReviews.rating}
  ) r
)`;

/** The product's ratings per star, the same ratings its rating averages (columns of a products query). */
export const ratingBreakdownColumns = {
  rating1Count: products.rating1Count,
  rating2Count: products.rating2Count,
  rating3Count: products.rating3Count,
  rating4Count: products.rating4Count,
  rating5Count: products.rating5Count,
};

type BreakdownRow = { [K in keyof typeof ratingBreakdownColumns]: number };

export const breakdownOf = (row: BreakdownRow): RatingBreakdown => ({
  '1': row.rating1Count,
  '2': row.rating2Count,
  '3': row.rating3Count,
  '4': row.rating4Count,
  '5': row.rating5Count,
});

const STAR_COLUMNS = [products.rating1Count, products.rating2Count, products.rating3Count, products.rating4Count, products.rating5Count] as const;
const STAR_KEYS = ['rating1Count', 'rating2Count', 'rating3Count', 'rating4Count', 'rating5Count'] as const;

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
  title: row.title,
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

export type NewReview = {
  storeId: number;
  productId: number;
  customerId: number;
  orderItemId: number;
  rating: number;
  title: string;
  text: string;
  now: Date;
};

/**
 * Writes a review, one per order item, inside the caller's transaction; the caller (the orders
 * module) has checked that the item is the customer's, of this product, and delivered. The
 * product's per-star counts, count and average take the new rating in the same UPDATE: they count
 * every rating the product has had, not only the reviews kept as rows, so they are moved, not recounted.
 */
export async function insertReview(tx: Db, review: NewReview): Promise<Review> {
  const [customer] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, review.customerId)).limit(1);
  let row: typeof productReviews.$inferSelect | undefined;
  try {
    [row] = await tx
      .insert(productReviews)
      .values({
        storeId: review.storeId,
        productId: review.productId,
        customerId: review.customerId,
        orderItemId: review.orderItemId,
        authorName: customer?.name || 'Customer',
        rating: review.rating,
        title: review.title,
        text: review.text,
        createdAt: review.now,
      })
      .returning();
  } catch (error) {
    if (uniqueViolation(error) === 'product_reviews_order_item_uq') throw new ApiError(409, 'You have already reviewed this item');
    throw error;
  }
  // One statement: the star's count, the count and the average move together, so a review posted
  // at the same time cannot be lost between a read and a write. The average is the counts' mean.
  const star = STAR_COLUMNS[review.rating - 1]!;
  const starTotal = sql.join(
    STAR_COLUMNS.map((column, i) => sql`${i + 1} * ${column}`),
    sql` + `,
  );
  await tx
    .update(products)
    .set({
      [STAR_KEYS[review.rating - 1]!]: sql`${star} + 1`,
      rating: sql`round(((${starTotal} + ${review.rating})::numeric / (${products.ratingCount} + 1)), 2)::float8`,
      ratingCount: sql`${products.ratingCount} + 1`,
    })
    .where(eq(products.id, review.productId));
  return toReview(row!);
}
