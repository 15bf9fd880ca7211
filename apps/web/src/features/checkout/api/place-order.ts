import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderResult } from '@bazaar/contracts';
import { placeOrderPath } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { cartKey } from '@/lib/cart/cart-api';
import { checkoutKey } from '@/lib/checkout/create-checkout';

export type PlaceOrderInput = { checkoutId: string; idempotencyKey: string };

/** One attempt at placing; sent again with the same key, it is the same order (issue #11). */
export const placeOrder = async ({ checkoutId, idempotencyKey }: PlaceOrderInput) =>
  (await apiRequest<PlaceOrderResult>(placeOrderPath(encodeURIComponent(checkoutId)), { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } }))
    .response_body;

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
