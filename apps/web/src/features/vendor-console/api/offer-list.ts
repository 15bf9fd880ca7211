import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offer } from '@bazaar/contracts';
import { bodyOf } from '@/lib/api';
import { vendorApi } from './vendor-client';
import { vendorKeys } from './vendor-keys';

/** Under the console's keys, so signing out forgets them and a change in the console refreshes them. */
export const vendorOfferKey = (enquiryId: number) => [...vendorKeys.all, 'offers', enquiryId] as const;

/** GET /vms/rest/v3/enquiry-offers?enquiry-id=: the offers on one of the vendor's enquiries, newest first (issue #13). */
export const getVendorOffers = async (enquiryId: number, signal?: AbortSignal): Promise<Offer[]> =>
  (await bodyOf(vendorApi.GET('/vms/rest/v3/enquiry-offers', { params: { query: { 'enquiry-id': enquiryId } }, signal }))).offers;

export const vendorOffersQueryOptions = (enquiryId: number) =>
  queryOptions({ queryKey: vendorOfferKey(enquiryId), queryFn: ({ signal }) => getVendorOffers(enquiryId, signal) });

export const useVendorOffers = (enquiryId: number) => useQuery(vendorOffersQueryOptions(enquiryId));
