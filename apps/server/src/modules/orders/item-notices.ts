import { eq } from 'drizzle-orm';
import type { OrderItemStatus } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { customers, orderItems, orders } from '../../db/schema';
import type { Notifier } from '../notifier';

/**
 * Tells the customer when one of their items moves: by email when they have one, else by SMS (the
 * demo lists them in its outbox). Sent after the change is committed and not awaited, so a slow
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

const money = (amount: number, currency: string) => new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount);

function wording(n: ItemNotice, what: string, vendor: string, currency: string): string {
  const refund = n.refund
    ? n.refund.status === 'owed'
      ? ` ${money(n.refund.amount, currency)} will be handed back to you by ${vendor}.`
      : ` ${money(n.refund.amount, currency)} is being refunded to the way you paid.`
    : '';
  if (n.handedBack !== undefined) return `${vendor} has recorded handing back ${money(n.handedBack, currency)} in cash for ${what}.`;
  switch (n.to) {
    case 'InProgress':
      return `${vendor} has accepted ${what} and is getting it ready.`;
    case 'Fulfilled':
      if (n.request?.approved) return `${vendor} is sending a replacement for ${what}.`;
      if (n.request?.kind === 'replacement') return `${vendor} could not replace ${what}. See the order for their note.`;
      if (n.request) return `${vendor} could not accept the return of ${what}; it stays yours. See the order for their note.`;
      return `${what} has been delivered. We hope you enjoy it.`;
    case 'Rejected':
      return `${vendor} cannot supply ${what}, so it has been cancelled.${refund}`;
    case 'Cancelled':
      return `${what} has been cancelled as you asked.${refund}`;
    case 'Return':
      return `We have passed your request about ${what} to ${vendor}; you will hear from us when they answer.`;
    case 'Refund':
      return `${vendor} has accepted the return of ${what}.${refund}`;
    default:
      return `${what} is now ${n.to}.`;
  }
}

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
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .innerJoin(customers, eq(customers.id, orders.customerId))
        .where(eq(orderItems.id, notice.itemId));
      const to = row?.email ?? row?.phone;
      if (!row || !to) return;
      const what = `${row.product} (order ${row.orderId})`;
      await notifier.send({
        storeId: store.id,
        to,
        channel: row.email ? 'email' : 'sms',
        subject: `Your ${store.displayName} order ${row.orderId}`,
        body: wording(notice, what, row.vendor, row.currency),
      });
    })().catch(() => undefined);
  });
}
