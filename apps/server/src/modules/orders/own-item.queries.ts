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

/** One order item sold by the vendor, for other modules (the chat of issue #13); another vendor's or store's is never found. */
export async function findVendorOrderItem(ctx: { db: Db; store: { id: number }; vendorId: number }, orderItemId: number) {
  const [row] = await ctx.db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      vendorId: orderItems.vendorId,
      customerId: orders.customerId,
      orderFlow: orderItems.orderFlow,
      itemType: orderItems.itemType,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.storeId, ctx.store.id), eq(orders.storeId, ctx.store.id), eq(orderItems.vendorId, ctx.vendorId)))
    .limit(1);
  return row;
}

/** Whether the customer has an order with an item of the vendor (chat stops masking contact details then). */
export async function hasOrderedFrom(db: Db, storeId: number, customerId: number, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.storeId, storeId), eq(orders.customerId, customerId), eq(orderItems.vendorId, vendorId)))
    .limit(1);
  return row !== undefined;
}
