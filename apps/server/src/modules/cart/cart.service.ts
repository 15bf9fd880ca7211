import { and, eq, sql } from 'drizzle-orm';
import { CART_LINES_MAX, CART_QUANTITY_MAX, type CartAddBody, type CartQuery } from '@bazaar/contracts';
import { cartItems } from '../../db/schema';
import type { Db } from '../../db/client';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import { lockCustomer, type CustomerContext } from '../identity';
import { findVisibleProducts, orderableQuantity, type OrderableProduct } from '../catalogue';
import { ownCartItems, readCart } from './cart.queries';

/**
 * Owns the signed-in customer's cart. Quantities are checked against today's stock and the
 * product's per-order limit; prices are never taken from the client. Every change commits whole.
 */

const missingLine = (id: number) => notFound(`Cart item ${id} is not in your cart`);

export const getCart = (ctx: CustomerContext, query: CartQuery) =>
  readCart(ctx, { page: query.page_number, itemType: query.cart_item_type === 'all' ? undefined : query.cart_item_type });

/** Refuses a quantity the shop cannot honour, naming the product. */
function assertOrderable(product: OrderableProduct, quantity: number): void {
  const name = product.name;
  if (product.orderFlow === 'enquiry_based') {
    throw new ApiError(409, `${name} is sold by enquiry; send the vendor an enquiry instead of adding it to the cart`);
  }
  if (product.stock <= 0) throw new ApiError(409, `${name} is out of stock`);
  const limit = Math.min(product.maxPerOrder, CART_QUANTITY_MAX);
  if (quantity > limit) throw badRequest(`You can order at most ${limit} of ${name} at a time`);
  if (quantity > product.stock) {
    throw new ApiError(409, `Only ${orderableQuantity(product, CART_QUANTITY_MAX)} of ${name} ${product.stock === 1 ? 'is' : 'are'} left in stock`);
  }
}

/** Adds lines; a product already in the cart gets the new quantity instead of a second line (§4). */
export async function addToCart(ctx: CustomerContext, body: CartAddBody) {
  const ids = body.customer_cart.map((l) => l.product);
  const found = new Map((await findVisibleProducts(ctx, ids)).map((p) => [p.id, p]));
  for (const line of body.customer_cart) {
    const product = found.get(line.product);
    if (!product) throw notFound(`Product ${line.product} was not found`);
    assertOrderable(product, line.cart_quantity);
  }
  await ctx.db.transaction(async (tx) => {
    // A cart line is a shopper's note, not a sale: its commit need not wait for the disk (a few
    // milliseconds, most of what an add cost beyond a read). A crash may lose the last fraction of a
    // second of cart changes, never half of one; orders and payments keep waiting for theirs.
    await tx.execute(sql`set local synchronous_commit = off`);
    await lockCustomer(tx, ctx);
    await refuseTooManyLines(tx, ctx, ids);
    await tx
      .insert(cartItems)
      .values(body.customer_cart.map((l) => ({ storeId: ctx.store.id, customerId: ctx.customerId, productId: l.product, quantity: l.cart_quantity })))
      .onConflictDoUpdate({
        target: [cartItems.customerId, cartItems.productId],
        // A plain line replaces an offer's line of the same product (§4: adding replaces the line).
        set: { quantity: sql`excluded.quantity`, offerId: null, offerUnitPriceMinor: null, updatedAt: sql`now()` },
      });
  });
  return readCart(ctx);
}

/** Under the customer's lock: adding `ids` must not take the cart past CART_LINES_MAX different products. */
async function refuseTooManyLines(tx: Db, ctx: CustomerContext, ids: number[]): Promise<void> {
  const existing = await tx.select({ productId: cartItems.productId }).from(cartItems).where(ownCartItems(ctx));
  const present = new Set(existing.map((r) => r.productId));
  const added = ids.filter((id) => !present.has(id)).length;
  if (existing.length + added > CART_LINES_MAX) {
    throw new ApiError(422, `A cart can hold up to ${CART_LINES_MAX} different products. Remove some before adding more.`);
  }
}

export type OfferLine = { offerId: number; productId: number; quantity: number; unitPriceMinor: number };

/**
 * Puts an accepted offer in the cart, inside the enquiries module's accept transaction: its
 * product's line at the offer's quantity and price, naming the offer (a line of the same product
 * is replaced, as adding does). The database's foreign key keeps the copy equal to the offer row.
 * Answers the line's id.
 */
export async function putOfferLine(tx: Db, ctx: CustomerContext, offer: OfferLine): Promise<number> {
  await lockCustomer(tx, ctx);
  await refuseTooManyLines(tx, ctx, [offer.productId]);
  const [line] = await tx
    .insert(cartItems)
    .values({
      storeId: ctx.store.id,
      customerId: ctx.customerId,
      productId: offer.productId,
      quantity: offer.quantity,
      offerId: offer.offerId,
      offerUnitPriceMinor: offer.unitPriceMinor,
    })
    .onConflictDoUpdate({
      target: [cartItems.customerId, cartItems.productId],
      set: {
        quantity: sql`excluded.quantity`,
        offerId: sql`excluded.offer_id`,
        offerUnitPriceMinor: sql`excluded.offer_unit_price_minor`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: cartItems.id });
  return line!.id;
}

async function findOwnLine(ctx: CustomerContext, id: number) {
  const [line] = await ctx.db
    .select({ id: cartItems.id, productId: cartItems.productId, offerId: cartItems.offerId })
    .from(cartItems)
    .where(and(ownCartItems(ctx), eq(cartItems.id, id)))
    .limit(1);
  if (!line) throw missingLine(id);
  return line;
}

export async function setLineQuantity(ctx: CustomerContext, id: number, quantity: number) {
  const line = await findOwnLine(ctx, id);
  if (line.offerId !== null) throw new ApiError(409, "This line is a vendor's offer: its quantity is fixed. Remove the line to drop the offer");
  const [product] = await findVisibleProducts(ctx, [line.productId]);
  if (!product) throw notFound('This product is no longer sold; remove it from your cart');
  assertOrderable(product, quantity);
  const updated = await ctx.db
    .update(cartItems)
    .set({ quantity, updatedAt: sql`now()` })
    .where(and(ownCartItems(ctx), eq(cartItems.id, id)))
    .returning({ id: cartItems.id });
  if (updated.length === 0) throw missingLine(id);
  return readCart(ctx);
}

export async function removeLine(ctx: CustomerContext, id: number) {
  const removed = await ctx.db
    .delete(cartItems)
    .where(and(ownCartItems(ctx), eq(cartItems.id, id)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw missingLine(id);
  return readCart(ctx);
}

export async function clearCart(ctx: CustomerContext) {
  await ctx.db.delete(cartItems).where(ownCartItems(ctx));
  return readCart(ctx);
}
