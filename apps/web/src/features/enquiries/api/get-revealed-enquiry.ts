import type { EnquiryRecord } from '@bazaar/contracts';
import type { RevealSource } from '@/components/conversation/attribute-list';
import { api, bodyOf } from '@/lib/api';
import { enquiryKeys } from './enquiry-keys';

/** One enquiry with its sensitive values in clear: only its owner gets them, and only when asked by id. */
export async function getRevealedEnquiry(enquiryId: number, signal?: AbortSignal): Promise<EnquiryRecord> {
  const { enquiries } = await bodyOf(api.GET('/cfs/rest/v3/enquiry', { params: { query: { 'enquiry-id': enquiryId, reveal: 'true' } }, signal }));
  const enquiry = enquiries[0];
  if (!enquiry) throw new Error('enquiry not found');
  return enquiry;
}

/** What the details tab asks, only once the customer presses a "show" eye, for the enquiry's answers in clear. */
export const revealedAnswers = (enquiryId: number): RevealSource => ({
  queryKey: enquiryKeys.revealed(enquiryId),
  queryFn: async (signal) => (await getRevealedEnquiry(enquiryId, signal)).enquiry_details.attribute_values,
});
