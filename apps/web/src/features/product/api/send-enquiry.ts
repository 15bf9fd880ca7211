import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEnquiryBody } from '@bazaar/contracts';
import { ENQUIRY_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';

/** Sends an enquiry with the answers to the product's form; answers the new enquiry's id. */
export const sendEnquiry = async (body: CreateEnquiryBody) => (await apiRequest<{ enquiry_id: number }>(ENQUIRY_PATH, { method: 'POST', body })).response_body;

/** The enquiries list (its keys all start with 'enquiries') shows the new one next time it is seen. */
export function useSendEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendEnquiry, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['enquiries'] }) });
}
