import type { Db } from '../../db/client';
import { pendingRefundIds, settleRefund, type AskProvider, type RefundRow } from '../orders';
import { isGatewayProvider, ProviderError, type PaymentGateways } from './gateway';

/**
 * Gateway refunds: orders records what is owed back (pending); this asks the provider that took
 * the payment, through orders' settleRefund, at once when the refund is made and again from the
 * retry job while the provider has not finished or did not answer.
 */

/** Our id for a refund at its provider: unique as the payment's reference is, ≤ 40 of [a-z0-9-]. */
export const refundReference = (paymentReference: string, refundId: number) => `${paymentReference}-r${refundId}`;

export const askGateway =
  (gateways: PaymentGateways): AskProvider =>
  (due) => {
    const provider = due.payment.provider;
    if (!isGatewayProvider(provider)) return Promise.reject(new ProviderError(`${provider} payments are not refunded through a gateway`));
    return gateways[provider].refund({
      refundRef: refundReference(due.payment.reference, due.id),
      providerRef: due.providerRef,
      askedBefore: due.attempts > 0,
      payment: due.payment,
      amountMinor: due.amountMinor,
      refundedBeforeMinor: due.refundedBeforeMinor,
      note: `Refund for order item ${due.orderItemId}`,
    });
  };

type Log = { warn: (details: object, message: string) => void };

/** Asks for one refund now; a provider that does not answer leaves it pending for the retry job. */
export async function issueRefund(db: Db, gateways: PaymentGateways, refundId: number, log?: Log): Promise<RefundRow | null> {
  const { refund, error } = await settleRefund(db, refundId, askGateway(gateways));
  if (error) log?.warn({ err: error, refundId }, 'the refund is kept pending: its provider did not answer');
  return refund;
}

export const REFUND_RETRY_BATCH = 50;

/** Asks again about refunds still pending, oldest first, a bounded batch per run. */
export async function retryPendingRefunds(
  db: Db,
  gateways: PaymentGateways,
  now = new Date(),
  options: { batch?: number; log?: Log } = {},
): Promise<{ asked: number; completed: number }> {
  const ids = await pendingRefundIds(db, now, options.batch ?? REFUND_RETRY_BATCH);
  let completed = 0;
  for (const id of ids) {
    const { refund, error } = await settleRefund(db, id, askGateway(gateways), now);
    if (error) options.log?.warn({ err: error, refundId: id }, 'a pending refund got no answer from its provider');
    if (refund?.status === 'completed') completed += 1;
  }
  return { asked: ids.length, completed };
}
