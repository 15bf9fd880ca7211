import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout, CheckoutUpdateBody } from '@bazaar/contracts';
import { CHECKOUT_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { checkoutKey } from '@/lib/checkout/create-checkout';

export const updateCheckout = async (checkoutId: string, body: CheckoutUpdateBody) =>
  (await apiRequest<Checkout>(`${CHECKOUT_PATH}/${encodeURIComponent(checkoutId)}`, { method: 'PUT', body })).response_body;

/** Addresses, coupon, payments and slots; the answer is the whole repriced checkout, cached as it is. */
export function useUpdateCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutUpdateBody) => updateCheckout(checkoutId, body),
    // One change at a time, in the order made: two quick payment clicks must reach the server in order.
    scope: { id: `checkout-${checkoutId}` },
    onSuccess: (checkout) => queryClient.setQueryData(checkoutKey(checkoutId), checkout),
  });
}
