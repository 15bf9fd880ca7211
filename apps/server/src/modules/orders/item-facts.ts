import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type orderItems, type orders, type payments, productReviews, returnRequests, type ProductPolicies } from '../../db/schema';
import type { ItemFacts } from './item-policy';

/** What the item rules need, read for a set of items with a fixed number of queries. */

export type ItemRow = typeof orderItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** The line's price as paid: selling price times quantity less its share of a coupon; free and request items cost nothing here. */
export const lineMinor = (item: Pick<ItemRow, 'itemType' | 'unitSellingMinor' | 'quantity' | 'couponDiscountMinor'>) =>
  item.itemType === 'standard_item' ? Math.max(item.unitSellingMinor * item.quantity - item.couponDiscountMinor, 0) : 0;

/** The completed online payment of an order, if there is one: refunds of online lines go back through it. */
export const onlinePayment = (rows: PaymentRow[]) => rows.find((p) => p.provider !== 'cod' && p.status === 'Completed');
export const cashPayment = (rows: PaymentRow[]) => rows.find((p) => p.provider === 'cod');

/** Paid so far: online lines once their payment completed, cash lines once handed over at delivery. */
export function paidMinor(item: ItemRow, orderPayments: PaymentRow[]): number {
  const paid = item.paymentMode === 'online_payment' ? onlinePayment(orderPayments) !== undefined : item.fulfilledAt !== null;
  return paid ? lineMinor(item) : 0;
}

export type ItemExtras = { openRequestIds: Set<number>; reviewedIds: Set<number> };

export async function itemExtras(db: Db, itemIds: number[]): Promise<ItemExtras> {
  if (itemIds.length === 0) return { openRequestIds: new Set(), reviewedIds: new Set() };
  const [open, reviewed] = await Promise.all([
    db
      .select({ id: returnRequests.orderItemId })
      .from(returnRequests)
      .where(and(inArray(returnRequests.orderItemId, itemIds), eq(returnRequests.status, 'open'))),
    db.select({ id: productReviews.orderItemId }).from(productReviews).where(inArray(productReviews.orderItemId, itemIds)),
  ]);
  return { openRequestIds: new Set(open.map((r) => r.id)), reviewedIds: new Set(reviewed.map((r) => r.id!)) };
}

export function factsOf(item: ItemRow, order: Pick<OrderRow, 'createdAt'>, orderPayments: PaymentRow[], extras: ItemExtras): ItemFacts {
  return {
    status: item.status,
    policies: (item.policies as ProductPolicies | null) ?? null,
    placedAt: order.createdAt,
    fulfilledAt: item.fulfilledAt,
    slot: item.slot ?? null,
    paidMinor: paidMinor(item, orderPayments),
    hasOpenRequest: extras.openRequestIds.has(item.id),
    reviewed: extras.reviewedIds.has(item.id),
  };
}
