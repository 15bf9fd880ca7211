import { and, eq } from 'drizzle-orm';
import type { OrderItemStatus } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { customerPreferences, customers, orderItems, orders, storeLanguages } from '../../db/schema';
import type { Notifier } from '../notifier';
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
  setImmediate(() => {
    void (async () => {
      const [row] = await db
        .select({
          orderId: orders.id,
          product: orderItems.productName,
          vendor: orderItems.vendorName,
          currency: orders.currency,
          email: customers.email,
          phone: customers.phone,
          language: customerPreferences.languageCode,
          wantsUpdates: customerPreferences.notifyOrderUpdates,
          storeLanguage: storeLanguages.languageCode,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .leftJoin(customerPreferences, eq(customerPreferences.customerId, customers.id))
        .leftJoin(storeLanguages, and(eq(storeLanguages.storeId, orders.storeId), eq(storeLanguages.isDefault, true)))
        .where(eq(orderItems.id, notice.itemId))
        .limit(1);
      const to = row?.email ?? row?.phone;
      if (!row || !to || row.wantsUpdates === false) return;
      const facts = { store: store.displayName, orderId: row.orderId, product: row.product, vendor: row.vendor, currency: row.currency };
      const { subject, body } = noticeText(notice, facts, noticeLanguage(row.language ?? row.storeLanguage));
      await notifier.send({ storeId: store.id, to, channel: row.email ? 'email' : 'sms', subject, body });
    })().catch(() => undefined);
  });
}
