import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { isOrderConfirmed, orderStatusQueryOptions, outcomeOf } from '../api/check-order-status';
import { FAILED_ORDER_TOAST_ID, paymentReturn } from '../payment-return';

/** A gateway's confirmation can trail the shopper's return by a few seconds: ask again this often… */
export const ORDER_STATUS_POLL_MS = 3000;
/** …this many times in all, then leave it to the shopper's "Check again". */
export const ORDER_STATUS_POLLS = 5;

/**
 * The order's payment as the server reports it after confirming with the provider (never a local
 * flag), asked again while it is pending; the outcome is told once by a toast (spec §8), and the
 * §4 payment-return flags of this order are settled by it.
 */
export function useOrderStatus(orderId: number) {
  const { t } = useTranslation('order');
  const status = useQuery({
    ...orderStatusQueryOptions(orderId),
    refetchInterval: (query) =>
      query.state.data && outcomeOf(query.state.data) === 'pending' && query.state.dataUpdateCount < ORDER_STATUS_POLLS ? ORDER_STATUS_POLL_MS : false,
  });
  const outcome = status.data ? outcomeOf(status.data) : null;
  const told = useRef<string | null>(null);

  useEffect(() => {
    if (!outcome || outcome === 'pending' || told.current === outcome) return;
    told.current = outcome;
    const flags = paymentReturn.read();
    const ours = flags !== null && (flags.orderId === orderId || flags.orderId === null);
    if (isOrderConfirmed(outcome)) {
      toast.success(t('order:order_placed_success'));
      if (ours) paymentReturn.markPaid(orderId);
    } else {
      toast.error(t('order:order_payment_fail'), { id: FAILED_ORDER_TOAST_ID });
      if (ours) paymentReturn.clear();
    }
  }, [outcome, orderId, t]);

  return { status, outcome };
}
