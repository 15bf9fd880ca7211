import { and, asc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';
import type { RefundRow } from './item-refund';

/**
 * The one path by which a gateway refund moves on (pending → completed or failed, never back).
 * The refund's payment row stays locked while its provider is asked, so one payment's refunds go
 * to the provider one at a time: an attempt whose answer never came is settled before the next
 * refund of the same payment is asked for, and two workers never ask for the same refund at once.
 * How to ask is the caller's (payments' gateways); orders only keeps the books.
 */

/** What the provider said about a refund. */
export type RefundAnswer = { state: 'completed' | 'pending' | 'failed'; providerRef: string | null; reason?: string };

/** A pending refund as its provider is asked about it. */
export type DueRefund = {
  id: number;
  orderItemId: number;
  amountMinor: number;
  providerRef: string | null;
  attempts: number;
  payment: { provider: string; reference: string; providerRef: string | null; currency: string };
  /** What the same payment has already had back through completed refunds. */
  refundedBeforeMinor: number;
};

export type AskProvider = (due: DueRefund) => Promise<RefundAnswer>;
export type RefundSettlement = { refund: RefundRow | null; error?: unknown };

export async function settleRefund(db: Db, refundId: number, ask: AskProvider, now = new Date()): Promise<RefundSettlement> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ paymentId: refunds.paymentId }).from(refunds).where(eq(refunds.id, refundId));
    if (!target?.paymentId) return { refund: null };
    const [payment] = await tx.select().from(payments).where(eq(payments.id, target.paymentId)).for('update');
    // Read after the lock: another worker may have settled it while this one waited.
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
    if (!refund || refund.status !== 'pending' || !payment) return { refund: refund ?? null };
    const [before] = await tx
      .select({ minor: sql<string | null>`sum(${refunds.amountMinor})` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.status, 'completed'), ne(refunds.id, refundId)));
    const due: DueRefund = {
      id: refund.id,
      orderItemId: refund.orderItemId,
      amountMinor: refund.amountMinor,
      providerRef: refund.providerRef,
      attempts: refund.attempts,
      payment: { provider: payment.provider, reference: payment.reference, providerRef: payment.providerRef, currency: payment.currency },
      refundedBeforeMinor: Number(before?.minor ?? 0),
    };
    let answer: RefundAnswer;
    try {
      answer = await ask(due);
    } catch (error) {
      const [kept] = await tx
        .update(refunds)
        .set({ attempts: refund.attempts + 1, failureReason: error instanceof Error ? error.message : String(error) })
        .where(eq(refunds.id, refundId))
        .returning();
      return { refund: kept ?? refund, error };
    }
    const [settled] = await tx
      .update(refunds)
      .set({
        status: answer.state,
        providerRef: answer.providerRef ?? refund.providerRef,
        attempts: refund.attempts + 1,
        failureReason: answer.state === 'failed' ? (answer.reason ?? 'The provider refused the refund') : null,
        completedAt: answer.state === 'completed' ? now : null,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
      .returning();
    return { refund: settled ?? refund };
  });
}

/** Refunds still waiting for their provider a minute after they were asked for, oldest first. */
export async function pendingRefundIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lte(refunds.createdAt, new Date(now.getTime() - 60_000))))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
