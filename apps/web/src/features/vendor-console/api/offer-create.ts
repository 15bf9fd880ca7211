import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferBody } from '@bazaar/contracts';
import { bodyOf } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { vendorApi } from './vendor-client';
import { vendorKeys } from './vendor-keys';

export type CreateOfferInput = { enquiryId: number; body: CreateOfferBody };

/** POST /vms/rest/v3/enquiries/{enquiryId}/offers: a new offer, which replaces the open one (issue #13). */
export const createOffer = ({ enquiryId, body }: CreateOfferInput) =>
  bodyOf(vendorApi.POST('/vms/rest/v3/enquiries/{enquiryId}/offers', { params: { path: { enquiryId } }, body }));

/**
 * Sends an offer. Afterwards every console list is read again: the enquiry moves from Open to In
 * progress, and the offer before it is now withdrawn.
 */
export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSettled: (_offer, error) => {
      if (error instanceof ApiError && error.status === 401) return;
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
