import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { hardNavigate } from '@/lib/hard-navigate';
import { usePlaceOrder } from '../api/place-order';
import { paymentReturn } from '../payment-return';
import type { CheckoutWizard } from './use-checkout-wizard';

export const orderStatusPath = (orderId: number) => `/order-status?order_id=${orderId}`;

/**
 * Place order, then what the server says the browser does next: nothing to pay online → the
 * order's status; a gateway's page → leave for it; a signed form (Amazon Payment Services) →
 * /amazonPayment, which posts it (spec §2, §7).
 */
export function usePlaceOrderFlow({ state, dispatch, checkout }: CheckoutWizard) {
  const navigate = useNavigate();
  const place = usePlaceOrder();
  const [error, setError] = useState<unknown>(null);
  const checkoutId = state.checkoutId;

  const placeNow = () => {
    if (!checkoutId || place.isPending) return;
    // The same attempt sent again keeps its key, so a retry after a lost answer is still one order.
    const idempotencyKey = state.selectedPayment.paymentConfig?.idempotencyKey ?? crypto.randomUUID();
    dispatch({ type: 'placeStarted', idempotencyKey });
    setError(null);
    place.mutate(
      { checkoutId, idempotencyKey },
      {
        onSuccess: ({ order_id, next }) => {
          dispatch({ type: 'reset' });
          if (next.type === 'none') {
            paymentReturn.markPaid(order_id);
            void navigate(orderStatusPath(order_id), { replace: true });
            return;
          }
          paymentReturn.awaitPayment(order_id);
          if (next.type === 'redirect') hardNavigate(next.url);
          else void navigate('/amazonPayment', { state: { payment: { action: next.action, fields: next.fields } } });
        },
        onError: (failure) => {
          // An answer ends the attempt; with none (network, 5xx) the order may exist, so the key stays.
          if (failure instanceof ApiError && failure.status < 500) dispatch({ type: 'placeRefused' });
          setError(failure);
          void checkout.refetch();
        },
      },
    );
  };

  return { placeNow, placing: place.isPending, error };
}
