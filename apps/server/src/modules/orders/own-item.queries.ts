import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

/**
 * One order item of the customer's own orders, for other modules (the request form of issue #13):
 * what was bought and how. Another customer's or store's item is never found.
 */
export async function findOwnOrderItem(ctx: { db: Db; store: { id: number }; customerId: number }, orderItemId: number) {
  const [row] = await ctx.db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      vendorId: orderItems.vendorId,
      orderFlow: orderItems.orderFlow,
      itemType: orderItems.itemType,
      status: orderItems.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.storeId, ctx.store.id), eq(orders.storeId, ctx.store.id), eq(orders.customerId, ctx.customerId)))
    .limit(1);
  return row;
}
