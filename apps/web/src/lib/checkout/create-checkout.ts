import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutCreateBody } from '@bazaar/contracts';
import { api, bodyOf } from '../api';
import type { BuyNowItem } from '../cart/buy-now';
import type { SlotChoice } from '../cart/slot-selection';

/**
 * Starting a checkout (spec §1, §4): from the cart or from the stored buy-now item. Shared by the
 * cart's checkout button and the checkout page, which starts one itself after a sign-in.
 */

export const checkoutKey = (checkoutId: string) => ['checkout', checkoutId] as const;

export const createCheckout = (body: CheckoutCreateBody) => bodyOf(api.POST('/cfs/rest/v3/checkout', { body }));

/** The buy-now item as the server takes it, with the slot saved for its product if there is one. */
export const buyNowBody = (item: BuyNowItem, savedSlots: SlotChoice[]): CheckoutCreateBody => ({
  source: 'buy_now',
  product_id: item.productId,
  quantity: item.cartQuantity,
  slot: savedSlots.find((s) => s.product === item.productId)?.id ?? null,
});

export function useCreateCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckout,
    // The checkout page opens on the answer at once instead of asking for it again.
    onSuccess: (checkout) => queryClient.setQueryData(checkoutKey(checkout.checkout_id), checkout),
  });
}
