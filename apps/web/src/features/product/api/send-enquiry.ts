import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEnquiryBody } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';

/** Sends an enquiry with the answers to the product's form; answers the new enquiry's id. */
export const sendEnquiry = (body: CreateEnquiryBody) => bodyOf(api.POST('/cfs/rest/v3/enquiry', { body }));

/** The enquiries list (its keys all start with 'enquiries') shows the new one next time it is seen. */
export function useSendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendEnquiry, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }) });
}
