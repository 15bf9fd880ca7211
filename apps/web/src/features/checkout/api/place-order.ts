import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { cartKey } from '@/lib/cart/cart-api';
import { checkoutKey } from '@/lib/checkout/create-checkout';

export type PlaceOrderInput = { checkoutId: string; idempotencyKey: string };

/** One attempt at placing; sent again with the same key, it is the same order (issue #11). */
export const placeOrder = ({ checkoutId, idempotencyKey }: PlaceOrderInput) =>
  bodyOf(api.POST('/cfs/rest/v3/checkout/{checkoutId}/place-order', { params: { path: { checkoutId }, header: { 'idempotency-key': idempotencyKey } } }));

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (_result, { checkoutId }) => {
      // The cart's lines became the order, and the checkout is placed.
      void queryClient.invalidateQueries({ queryKey: cartKey });
      void queryClient.invalidateQueries({ queryKey: checkoutKey(checkoutId) });
    },
  });
}
