import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { restoreCartLines } from '../cart';
import { releaseStock } from '../catalogue';
import { releaseSlot } from '../delivery';
import { releaseCoupon } from './coupons';

/**
 * Gives back what an order held when it was placed: stock, slot places and its coupon use; and
 * puts its products back in the customer's cart, where the shopper can try again. A product sold
 * by enquiry was bought at a vendor's offer, which stays ordered (offers only move forward): it
 * is not put back as a plain line, which the cart never holds; the vendor can make a new offer.
 */
export async function releaseOrderHolds(tx: Db, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ storeId: orders.storeId, customerId: orders.customerId, couponId: orders.couponId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const items = await tx
    .select({
      productId: orderItems.productId,
      quantity: orderItems.quantity,
      slotId: orderItems.slotId,
      itemType: orderItems.itemType,
      orderFlow: orderItems.orderFlow,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const held = items.filter((i) => i.itemType !== 'request_item');
  await releaseStock(tx, order.storeId, held);
  for (const item of held) {
    if (item.slotId) await releaseSlot(tx, { store: { id: order.storeId } }, { slotId: item.slotId, productId: item.productId, quantity: item.quantity });
  }
  if (order.couponId !== null) await releaseCoupon(tx, order.couponId, orderId);
  await restoreCartLines(
    tx,
    order,
    held.filter((i) => i.orderFlow !== 'enquiry_based'),
  );
}
