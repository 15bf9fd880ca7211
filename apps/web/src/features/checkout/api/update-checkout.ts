import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutUpdateBody } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { checkoutKey } from '@/lib/checkout/create-checkout';

export const updateCheckout = (checkoutId: string, body: CheckoutUpdateBody) =>
  bodyOf(api.PUT('/cfs/rest/v3/checkout/{checkoutId}', { params: { path: { checkoutId } }, body }));

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
