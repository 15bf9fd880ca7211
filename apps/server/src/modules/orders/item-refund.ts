import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import { releaseStock } from '../catalogue';
import { releaseSlot } from '../delivery';
import { cashPayment, onlinePayment, type ItemRow, type OrderRow, type PaymentRow } from './item-facts';

/**
 * What an item that will not be delivered gives back (a cancellation or a rejection), and the
 * money owed for an item: both written in the transaction that moved the item.
 */

/** Its stock, and its place in a slot; a request item held neither. */
export async function releaseItemHolds(tx: Db, item: ItemRow): Promise<void> {
  if (item.itemType === 'request_item') return;
  await releaseStock(tx, item.storeId, [{ productId: item.productId, quantity: item.quantity }]);
  if (item.slotId) await releaseSlot(tx, { store: { id: item.storeId } }, { slotId: item.slotId, productId: item.productId, quantity: item.quantity });
}

export type RefundRow = typeof refunds.$inferSelect;

/**
 * One refund per item (refunds_item_uq), against the payment that took the money: a gateway's is
 * pending until its provider confirms it; cash paid on delivery is owed by the vendor.
 */
export async function recordRefund(
  tx: Db,
  held: { item: ItemRow; order: OrderRow; payments: PaymentRow[] },
  amountMinor: number,
  reason: 'cancelled' | 'rejected' | 'returned',
  now: Date,
): Promise<RefundRow | null> {
  if (amountMinor <= 0) return null;
  const online = held.item.paymentMode === 'online_payment';
  const payment = online ? onlinePayment(held.payments) : cashPayment(held.payments);
  const [refund] = await tx
    .insert(refunds)
    .values({
      storeId: held.order.storeId,
      orderItemId: held.item.id,
      paymentId: payment?.id ?? null,
      amountMinor,
      currency: held.order.currency,
      status: online ? 'pending' : 'owed',
      reason,
      createdAt: now,
    })
    .returning();
  return refund!;
}
