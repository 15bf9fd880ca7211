import { eq } from 'drizzle-orm';
import type { OrderItemStatus } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { sendCustomerNotice, type Notifier } from '../notifier';
import { noticeLanguage, noticeText } from './notice-text';

/**
 * Tells the customer when one of their items moves: by email when they have one, else by SMS (the
 * demo lists them in its outbox), in their language (notice-text.ts), unless they turned order
 * updates off in their preferences. Sent after the change is committed and not awaited, so a slow
 * mail server never slows the click that made the change.
 */

export type ItemNotice = {
  itemId: number;
  to: OrderItemStatus;
  /** A return answered with Fulfilled: the replacement is on its way, or the return was refused. */
  request?: { kind: 'return' | 'replacement'; approved: boolean } | null;
  refund?: { amount: number; status: string } | null;
  /** The vendor recorded handing back cash owed for the item (in the main unit). */
  handedBack?: number;
};

export function sendItemNotice(db: Db, notifier: Notifier, store: { id: number; displayName: string }, notice: ItemNotice): void {
  sendCustomerNotice(db, notifier, store.id, async () => {
    const [row] = await db
      .select({
        customerId: orders.customerId,
        orderId: orders.id,
        product: orderItems.productName,
        vendor: orderItems.vendorName,
        currency: orders.currency,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.id, notice.itemId))
      .limit(1);
    if (!row) return null;
    const facts = { store: store.displayName, orderId: row.orderId, product: row.product, vendor: row.vendor, currency: row.currency };
    return { customerId: row.customerId, text: (language) => noticeText(notice, facts, noticeLanguage(language)) };
  });
}
