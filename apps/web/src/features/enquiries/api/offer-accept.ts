import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { cartKey } from '@/lib/cart/cart-api';
import { offerKeys } from './offer-keys';

/** POST …/enquiry-offers/{offerId}/accept: the offer goes into the cart as its own line (issue #13). */
export const acceptOffer = (offerId: number) => bodyOf(api.POST('/cfs/rest/v3/enquiry-offers/{offerId}/accept', { params: { path: { offerId } } }));

/**
 * Accepts an offer. Afterwards the offers and the cart are read again, whatever the answer: a 409
 * (expired, withdrawn meanwhile) means the list on screen is out of date too.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptOffer,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: offerKeys.all }), queryClient.invalidateQueries({ queryKey: cartKey })]),
  });
}
