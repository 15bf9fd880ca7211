import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CART_QUANTITY_MAX, itemTypeOf, type CartItemType, type CartLine } from '@bazaar/contracts';
import { cartItems } from '../../db/schema';
import type { Db } from '../../db/client';
import { readPage } from '../../lib/paging';
import type { CustomerContext } from '../identity';
import {
  bundledPartsOf,
  joinProductLines,
  minorPerMain,
  orderableQuantity,
  productLineColumns,
  productTypeIn,
  productTypeNotIn,
  toMain,
  toSummary,
  visibleProducts,
} from '../catalogue';

/** Reads of the cart: its lines with today's catalogue prices, one query plus one for bundle parts. */

export const CART_PAGE_SIZE = 10;

export const ownCartItems = (ctx: CustomerContext) => and(eq(cartItems.storeId, ctx.store.id), eq(cartItems.customerId, ctx.customerId))!;

const SERVICE_TYPES = ['Service', 'Packaged Service'] as const;

/** Lines of products the shopper can still see; a product taken down drops out of the cart view. */
export async function readCart(ctx: CustomerContext, options: { page?: number; itemType?: CartItemType } = {}) {
  const typeFilter =
    options.itemType === undefined ? undefined : options.itemType === 'service' ? productTypeIn(SERVICE_TYPES) : productTypeNotIn(SERVICE_TYPES);
  const where = and(ownCartItems(ctx), visibleProducts(ctx), typeFilter);
  const page = options.page ?? -1;
  const query = joinProductLines(
    ctx.db
      .select({
        ...productLineColumns(ctx),
        lineId: cartItems.id,
        quantity: cartItems.quantity,
        offerId: cartItems.offerId,
        offerUnitPriceMinor: cartItems.offerUnitPriceMinor,
      })
      .from(cartItems)
      .$dynamic(),
    cartItems.productId,
  )
    .where(where)
    .orderBy(asc(cartItems.id));
  const { rows, total } = await readPage(page, CART_PAGE_SIZE, {
    all: () => query,
    slice: (limit, offset) => query.limit(limit).offset(offset),
    count: () => countCartLines(ctx, where),
  });
  const unit = minorPerMain(ctx);
  const parts = await bundledPartsOf(
    ctx,
    rows.filter((r) => r.productType === 'Bundled').map((r) => r.id),
  );
  const lines: CartLine[] = rows.map((r) => {
    const summary = toSummary(r, unit);
    return offerTerms(r, unit, {
      id: r.lineId,
      product_id: summary.product_id,
      product_name: summary.product_name,
      product_price: summary.product_price,
      final_price: summary.final_price,
      quantity: r.quantity,
      discount_details: summary.discount_details,
      product_image: summary.product_image,
      rating: summary.rating ?? 0,
      // Subscriptions are not sold yet; the spec's default is false.
      is_subscribed: false,
      product_type_name: summary.product_type_name,
      bundled_products: parts.get(r.id) ?? [],
      cart_item_type: itemTypeOf(summary.product_type_name),
      vendor_id: summary.vendor_id,
      vendor_name: summary.vendor_name,
      price_visibility: summary.price_visibility,
      order_flow: summary.order_flow,
      slot_required: summary.slot_required,
      max_quantity: orderableQuantity(r, CART_QUANTITY_MAX),
      estimated_delivery_days: r.estimatedDeliveryDays,
      offer_id: r.offerId,
    });
  });
  return { Products: lines, total };
}

/**
 * A line bought at a vendor's offer shows the offer's price (its copy, which the database keeps
 * equal to the offer row), with no catalogue discount, and its quantity is the offer's, fixed.
 */
function offerTerms(r: { offerId: number | null; offerUnitPriceMinor: number | null; quantity: number }, unit: number, line: CartLine): CartLine {
  if (r.offerId === null) return line;
  const price = toMain(r.offerUnitPriceMinor!, unit);
  return { ...line, product_price: price, final_price: price, discount_details: '', price_visibility: true, max_quantity: r.quantity };
}

async function countCartLines(ctx: CustomerContext, where: SQL | undefined): Promise<number> {
  const [row] = await joinProductLines(
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .$dynamic(),
    cartItems.productId,
  ).where(where);
  return row?.n ?? 0;
}

/** The lines a checkout is made from: product, quantity and the offer a line was accepted at, oldest first. */
export const cartLinesOf = (ctx: CustomerContext) =>
  ctx.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, offerId: cartItems.offerId })
    .from(cartItems)
    .where(ownCartItems(ctx))
    .orderBy(cartItems.id);

/** Takes the products an order was placed for out of the cart, in the order's transaction. */
export async function removeOrderedLines(tx: Db, ctx: CustomerContext, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.delete(cartItems).where(and(ownCartItems(ctx), inArray(cartItems.productId, productIds)));
}

/**
 * Puts an unpaid order's products back in the customer's cart (its payment failed), so the
 * shopper can try again from the cart; a product already there again keeps the customer's line.
 */
export async function restoreCartLines(
  tx: Db,
  owner: { storeId: number; customerId: number },
  lines: { productId: number; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(cartItems)
    .values(lines.map((l) => ({ storeId: owner.storeId, customerId: owner.customerId, productId: l.productId, quantity: l.quantity })))
    .onConflictDoNothing();
}
