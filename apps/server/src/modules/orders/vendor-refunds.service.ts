import { and, eq } from 'drizzle-orm';
import { orderItems, refunds } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { VendorContext } from '../vendor-console';
import { mine, notFound, vendorItemView } from './vendor-items.service';

/**
 * Cash paid on delivery is refunded by the vendor, by hand: the refund is recorded as `owed` when
 * the item is cancelled, rejected or returned, and the vendor marks it handed back here. Owed moves
 * only to completed, once: one conditional UPDATE under the item's row lock, so two clicks (or two
 * vendor users) settle it once and the second is told there is nothing left owed.
 */
export async function settleOwedRefund(ctx: VendorContext, itemId: number, now = new Date()) {
  const settled = await ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(mine(ctx), eq(orderItems.id, itemId)))
      .for('update');
    if (!item) throw notFound(itemId);
    const rows = await tx
      .update(refunds)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(refunds.orderItemId, itemId), eq(refunds.status, 'owed')))
      .returning({ id: refunds.id, amountMinor: refunds.amountMinor });
    if (rows.length === 0) throw new ApiError(409, 'Nothing is owed to the customer for this item');
    return rows.reduce((sum, r) => sum + r.amountMinor, 0);
  });
  return { item: await vendorItemView(ctx, itemId), settledMinor: settled };
}
