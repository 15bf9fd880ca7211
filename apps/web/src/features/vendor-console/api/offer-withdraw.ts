import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { vendorApi } from './vendor-client';
import { vendorOfferKey } from './offer-list';

export type WithdrawOfferInput = { enquiryId: number; offerId: number };

/** DELETE /vms/rest/v3/enquiries/{enquiryId}/offers/{offerId}: withdraws an offer not yet ordered (issue #13). */
export const withdrawOffer = ({ enquiryId, offerId }: WithdrawOfferInput) =>
  bodyOf(vendorApi.DELETE('/vms/rest/v3/enquiries/{enquiryId}/offers/{offerId}', { params: { path: { enquiryId, offerId } } }));

/** Withdraws an offer; the enquiry's offers are read again either way (a 409 means the customer ordered it meanwhile). */
export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSettled: (_offer, error, input) => {
      if (error instanceof ApiError && error.status === 401) return;
      return queryClient.invalidateQueries({ queryKey: vendorOfferKey(input.enquiryId) });
    },
  });
}
