import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { offerKeys } from './offer-keys';

/** GET /cfs/rest/v3/enquiry-offers?enquiry-id=: the enquiry's offers, newest first (issue #13). */
export const getEnquiryOffers = async (enquiryId: number, signal?: AbortSignal): Promise<Offer[]> =>
  (await bodyOf(api.GET('/cfs/rest/v3/enquiry-offers', { params: { query: { 'enquiry-id': enquiryId } }, signal }))).offers;

export const enquiryOffersQueryOptions = (enquiryId: number) =>
  queryOptions({ queryKey: offerKeys.list(enquiryId), queryFn: ({ signal }) => getEnquiryOffers(enquiryId, signal) });

export const useEnquiryOffers = (enquiryId: number) => useQuery(enquiryOffersQueryOptions(enquiryId));
