import { eq, sql } from 'drizzle-orm';
import type { PaymentStatus } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { orders, paymentEvents, payments } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { releaseOrderHolds } from './order-holds';

/**
 * The one completion path of a payment. The return page, the status re-check, every webhook and
 * the reconciliation job all end here, with what the provider said (already verified by its
 * gateway). The order row is locked first, so whichever arrives first settles the payment and the
 * others find it settled; an event seen before changes nothing; a payment and an order only move
 * forward (Created → Placed → Completed, or Created → Failed).
 */

export type ProviderReport = {
  reference: string;
  providerRef: string | null;
  state: 'paid' | 'failed' | 'pending';
  amountMinor: number | null;
  currency: string | null;
  eventId?: string;
  reason?: string;
};

export type Settlement = { orderId: number; paymentStatus: PaymentStatus; changed: boolean };

const mismatch = (what: string) => new ApiError(400, `The payment's ${what} does not match the order; nothing was changed`);

export async function settlePayment(db: Db, provider: string, report: ProviderReport): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(sql`${payments.reference} = ${report.reference} and ${payments.provider} = ${provider}`)
      .limit(1);
    if (!found) throw new ApiError(404, 'No payment has this reference');
    // The order's lock orders every settlement of this order, whatever path it came by.
    const [order] = await tx
      .select({ id: orders.id, status: orders.paymentStatus, codMinor: orders.codMinor })
      .from(orders)
      .where(eq(orders.id, found.orderId))
      .for('update');
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id));
    const unchanged: Settlement = { orderId: order!.id, paymentStatus: order!.status, changed: false };

    if (report.eventId) {
      const fresh = await tx
        .insert(paymentEvents)
        .values({ provider, eventId: report.eventId, paymentId: found.id })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId });
      if (fresh.length === 0) return unchanged;
    }
    if (report.state === 'paid' && payment!.status === 'Failed' && (report.amountMinor ?? 0) > 0) {
      // The provider took money for an order that had already failed (a form posted after its
      // window): the order stays failed, and the payment is marked for a refund.
      await tx.update(payments).set({ refundDue: true }).where(eq(payments.id, found.id));
      return unchanged;
    }
    if (report.state === 'pending' || payment!.status === 'Completed' || payment!.status === 'Failed') return unchanged;
    // From here the payment is open, so its order is still Created: an order has one gateway
    // payment at most (the checkout allows one), only gateway payments are settled, and only the
    // settlement of that one payment moves its order on.

    if (report.state === 'paid') {
      if (report.amountMinor !== payment!.amountMinor) throw mismatch('amount');
      if (report.currency?.toUpperCase() !== payment!.currency) throw mismatch('currency');
      await tx
        .update(payments)
        .set({ status: 'Completed', providerRef: report.providerRef ?? payment!.providerRef, completedAt: new Date() })
        .where(eq(payments.id, found.id));
      // Cash still due on delivery leaves the order Placed; otherwise it is paid in full.
      const next: PaymentStatus = order!.codMinor > 0 ? 'Placed' : 'Completed';
      await tx.update(orders).set({ paymentStatus: next, updatedAt: new Date() }).where(eq(orders.id, order!.id));
      return { orderId: order!.id, paymentStatus: next, changed: true };
    }

    await tx
      .update(payments)
      .set({ status: 'Failed', failureReason: report.reason ?? 'The payment was not completed' })
      .where(eq(payments.id, found.id));
    await tx.update(orders).set({ paymentStatus: 'Failed', updatedAt: new Date() }).where(eq(orders.id, order!.id));
    // An unpaid order gives back the stock, slots and coupon use it held.
    await releaseOrderHolds(tx, order!.id);
    return { orderId: order!.id, paymentStatus: 'Failed', changed: true };
  });
}
