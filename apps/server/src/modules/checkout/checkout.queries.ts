import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutItems, checkouts } from '../../db/schema';
import type { CustomerContext } from '../identity';
import { joinProductLines, productLineColumns, visibleProducts } from '../catalogue';

/** Reads of the customer's own checkouts; another customer's or store's checkout is never found. */

export type CheckoutRow = typeof checkouts.$inferSelect;

const own = (ctx: CustomerContext) => and(eq(checkouts.storeId, ctx.store.id), eq(checkouts.customerId, ctx.customerId))!;

export async function findOwnCheckout(db: Db, ctx: CustomerContext, id: string, options: { lock?: boolean } = {}): Promise<CheckoutRow | undefined> {
  const query = db
    .select()
    .from(checkouts)
    .where(and(own(ctx), eq(checkouts.id, id)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * The checkout's lines with their products as the catalogue has them now (hidden products drop
 * out). A line bought at an offer is priced from the offer afterwards (offer-prices.ts).
 */
export async function checkoutLines(db: Db, ctx: CustomerContext, checkoutId: string) {
  return joinProductLines(
    db
      .select({
        ...productLineColumns(ctx),
        itemId: checkoutItems.id,
        quantity: checkoutItems.quantity,
        slotId: checkoutItems.slotId,
        offerId: checkoutItems.offerId,
      })
      .from(checkoutItems)
      .$dynamic(),
    checkoutItems.productId,
  )
    .where(and(eq(checkoutItems.checkoutId, checkoutId), visibleProducts(ctx)))
    .orderBy(asc(checkoutItems.id));
}
export type CheckoutLine = Awaited<ReturnType<typeof checkoutLines>>[number];

/** How many lines the checkout was made with, hidden products included. */
export const checkoutItemCount = async (db: Db, checkoutId: string) =>
  (await db.select({ id: checkoutItems.id }).from(checkoutItems).where(eq(checkoutItems.checkoutId, checkoutId))).length;
