import { and, desc, eq, sql } from 'drizzle-orm';
import {
  CART_QUANTITY_MAX,
  itemTypeOf,
  WISHLIST_MAX,
  WISHLIST_PAGE_SIZE,
  type WishlistAddBody,
  type WishlistItem,
  type WishlistQuery,
} from '@bazaar/contracts';
import { wishlistItems } from '../../db/schema';
import { ApiError, notFound } from '../../lib/api-error';
import { readPage } from '../../lib/paging';
import { lockCustomer, type CustomerContext } from '../identity';
import {
  findVisibleProducts,
  joinProductLines,
  minorPerMain,
  orderableQuantity,
  productLineColumns,
  productNameContains,
  toSummary,
  visibleProducts,
} from '../catalogue';

/** Owns the customer's wish list: one entry per product, newest first, searchable by name. */

const own = (ctx: CustomerContext) => and(eq(wishlistItems.storeId, ctx.store.id), eq(wishlistItems.customerId, ctx.customerId))!;

type Row = Awaited<ReturnType<typeof selectItems>>[number];

function selectItems(ctx: CustomerContext) {
  return joinProductLines(
    ctx.db
      .select({ ...productLineColumns(ctx), itemId: wishlistItems.id, itemType: wishlistItems.itemType, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .$dynamic(),
    wishlistItems.productId,
  );
}

const toItem = (row: Row, unit: number): WishlistItem => ({
  ...toSummary(row, unit),
  id: row.itemId,
  wishlist_item_type: row.itemType,
  added_at: row.addedAt.toISOString(),
  max_quantity: orderableQuantity(row, CART_QUANTITY_MAX),
});

export async function listWishlist(ctx: CustomerContext, query: WishlistQuery) {
  const where = and(
    own(ctx),
    visibleProducts(ctx),
    query.wishlist_item_type && query.wishlist_item_type !== 'all' ? eq(wishlistItems.itemType, query.wishlist_item_type) : undefined,
    query.search ? productNameContains(query.search) : undefined,
  );
  const page = query['page-number'] ?? 1;
  const limit = query['page-limit'] ?? WISHLIST_PAGE_SIZE;
  const ordered = selectItems(ctx).where(where).orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  const { rows, total } = await readPage(page, limit, {
    all: () => ordered,
    slice: (size, offset) => ordered.limit(size).offset(offset),
    count: async () => {
      const [row] = await joinProductLines(
        ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(wishlistItems)
          .$dynamic(),
        wishlistItems.productId,
      ).where(where);
      return row?.n ?? 0;
    },
  });
  return { wishlist: rows.map((r) => toItem(r, minorPerMain(ctx))), total };
}

/** Adding a product already on the list keeps the one entry; `created` says which happened. */
export async function addToWishlist(ctx: CustomerContext, body: WishlistAddBody): Promise<{ item: WishlistItem; created: boolean }> {
  const [product] = await findVisibleProducts(ctx, [body.product]);
  if (!product) throw notFound(`Product ${body.product} was not found`);
  const created = await ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, ctx);
    const [existing] = await tx
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(and(own(ctx), eq(wishlistItems.productId, body.product)))
      .limit(1);
    if (existing) return false;
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(wishlistItems)
      .where(own(ctx));
    if ((count?.n ?? 0) >= WISHLIST_MAX) {
      throw new ApiError(422, `A wish list can hold up to ${WISHLIST_MAX} products. Remove some before adding more.`);
    }
    await tx.insert(wishlistItems).values({
      storeId: ctx.store.id,
      customerId: ctx.customerId,
      productId: body.product,
      itemType: body.wishlist_item_type ?? itemTypeOf(product.productType),
    });
    return true;
  });
  const [row] = await selectItems(ctx)
    .where(and(own(ctx), eq(wishlistItems.productId, body.product)))
    .limit(1);
  return { item: toItem(row!, minorPerMain(ctx)), created };
}

export async function removeFromWishlist(ctx: CustomerContext, id: number): Promise<void> {
  const removed = await ctx.db
    .delete(wishlistItems)
    .where(and(own(ctx), eq(wishlistItems.id, id)))
    .returning({ id: wishlistItems.id });
  if (removed.length === 0) throw notFound(`Wish list item ${id} is not in your wish list`);
}
