import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer, OfferList } from '@bazaar/contracts';
import { ENQUIRY_OFFERS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { offerKeys } from './offer-keys';

/** GET /cfs/rest/v3/enquiry-offers?enquiry-id=: the enquiry's offers, newest first (issue #13). */
export const getEnquiryOffers = async (enquiryId: number, signal?: AbortSignal): Promise<Offer[]> =>
  (await apiGet<OfferList>(ENQUIRY_OFFERS_PATH, { 'enquiry-id': enquiryId }, signal)).response_body.offers;

export const enquiryOffersQueryOptions = (enquiryId: number) =>
  queryOptions({ queryKey: offerKeys.list(enquiryId), queryFn: ({ signal }) => getEnquiryOffers(enquiryId, signal) });

export const useEnquiryOffers = (enquiryId: number) => useQuery(enquiryOffersQueryOptions(enquiryId));
