import { ORDER_PAID_MESSAGE, type PaymentStatus } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/api-error';
import type { CustomerContext } from '../identity';
import { findOwnOrder, paymentsOf, settlePayment } from '../orders';
import { isGatewayProvider, type PaymentGateways } from './gateway';

/**
 * The status re-check of spec §7 (PUT check-order-status): a payment still open at its provider is
 * asked about there and settled through the one completion path before the answer; the answer is
 * always what the database then says. Only a call from a return page (`returned=true`: the shopper
 * has come back from the provider) may close a payment nobody is paying; the re-check any other
 * page makes (§4 "Payment return") must not end a payment the shopper is still making in another tab.
 */

export const ORDER_PENDING_MESSAGE = 'Payment is pending for that order';
export const ORDER_FAILED_MESSAGE = 'Payment failed for that order';
export const NOTHING_TO_PAY_MESSAGE = 'Order placed; nothing to pay online';

type Log = { warn: (details: object, message: string) => void };
type PaymentRow = Awaited<ReturnType<typeof paymentsOf>>[number];

const messageFor = (status: PaymentRow['status']) =>
  status === 'Completed' ? ORDER_PAID_MESSAGE : status === 'Failed' ? ORDER_FAILED_MESSAGE : ORDER_PENDING_MESSAGE;

/** Asks the provider and settles; a provider that does not answer leaves the payment as it is. */
async function refresh(db: Db, gateways: PaymentGateways, payment: PaymentRow, log: Log, shopperReturned: boolean): Promise<void> {
  if (!isGatewayProvider(payment.provider)) return;
  try {
    const report = await gateways[payment.provider].fetchStatus({
      reference: payment.reference,
      providerRef: payment.providerRef,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      createdAt: payment.createdAt,
      shopperReturned,
    });
    await settlePayment(db, payment.provider, report);
  } catch (error) {
    // The shopper is told it is pending; the reconciliation job asks again later.
    log.warn({ err: error, paymentId: payment.id, provider: payment.provider }, 'the payment status could not be confirmed');
  }
}

export async function checkOrderStatus(ctx: CustomerContext, gateways: PaymentGateways, orderId: number, log: Log, options: { shopperReturned: boolean }) {
  const order = await findOwnOrder(ctx, orderId);
  if (!order) throw notFound(`Order ${orderId} was not found`);
  const online = (await paymentsOf(ctx.db, orderId)).filter((p) => p.provider !== 'cod').at(-1);
  if (!online) return { message: NOTHING_TO_PAY_MESSAGE, order_id: orderId, payment_status: order.paymentStatus };
  if (online.status !== 'Created' && online.status !== 'Pending') {
    return { message: messageFor(online.status), order_id: orderId, payment_status: order.paymentStatus };
  }
  await refresh(ctx.db, gateways, online, log, options.shopperReturned);
  const [after] = (await paymentsOf(ctx.db, orderId)).filter((p) => p.id === online.id);
  const now = await findOwnOrder(ctx, orderId);
  return {
    message: messageFor(after?.status ?? online.status),
    order_id: orderId,
    payment_status: (now?.paymentStatus ?? order.paymentStatus) as PaymentStatus,
  };
}
