import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { settlePayment } from '../orders';
import { isGatewayProvider, type PaymentGateways } from './gateway';
import { retryPendingRefunds } from './issue-refunds';

/**
 * Asks the providers about payments nobody confirmed: the shopper closed the tab, a webhook was
 * lost. Orders still waiting (payment_status Created, the orders_pending_idx partial index) and
 * older than five minutes are taken oldest first, a bounded batch per run, and settled through
 * the one completion path. main.ts runs it on an interval; tests call it on a fake clock.
 */

export const RECONCILE_AFTER_MS = 5 * 60_000;
export const RECONCILE_BATCH = 100;
/** Providers are asked a few at a time, not a hundred at once. */
const PARALLEL = 5;

export type ReconcileResult = { asked: number; changed: number; failed: number };
type Log = { warn: (details: object, message: string) => void };

export async function reconcilePendingPayments(
  db: Db,
  gateways: PaymentGateways,
  now: Date = new Date(),
  options: { batch?: number; log?: Log } = {},
): Promise<ReconcileResult> {
  const due = await db
    .select({ payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(
      and(
        eq(orders.paymentStatus, 'Created'),
        lte(orders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        inArray(payments.status, ['Created', 'Pending']),
        ne(payments.provider, 'cod'),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(payments.id))
    .limit(options.batch ?? RECONCILE_BATCH);

  const result: ReconcileResult = { asked: 0, changed: 0, failed: 0 };
  const queue = due.map((d) => d.payment);
  const worker = async () => {
    for (let payment = queue.shift(); payment; payment = queue.shift()) {
      if (!isGatewayProvider(payment.provider)) continue;
      result.asked += 1;
      try {
        const report = await gateways[payment.provider].fetchStatus({
          reference: payment.reference,
          providerRef: payment.providerRef,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          createdAt: payment.createdAt,
          shopperReturned: false,
        });
        if ((await settlePayment(db, payment.provider, report)).changed) result.changed += 1;
      } catch (error) {
        result.failed += 1;
        options.log?.warn({ err: error, paymentId: payment.id, provider: payment.provider }, 'reconciliation could not settle a payment');
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return result;
}

/** Runs the reconciliation, then the pending refunds' retry, every minute, never two runs at once in this process; returns the stop. */
export function scheduleReconciliation(
  db: Db,
  gateways: PaymentGateways,
  log: Log & { info: (details: object, message: string) => void },
  everyMs = 60_000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    reconcilePendingPayments(db, gateways, new Date(), { log })
      .then(async (result) => {
        if (result.asked > 0) log.info(result, 'payments reconciled with their providers');
        const refunds = await retryPendingRefunds(db, gateways, new Date(), { log });
        if (refunds.asked > 0) log.info(refunds, 'pending refunds asked about again');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
