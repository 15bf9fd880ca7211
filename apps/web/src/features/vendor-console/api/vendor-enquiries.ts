import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VendorEnquiryList, VendorEnquiryRecord } from '@bazaar/contracts';
import { bodyOf } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { vendorApi } from './vendor-client';
import { vendorKeys, type EnquiryFilters } from './vendor-keys';

/** Spec §9: ten a page. */
export const VENDOR_ENQUIRIES_PAGE_SIZE = 10;

export const getVendorEnquiries = (filters: EnquiryFilters, signal?: AbortSignal): Promise<VendorEnquiryList> =>
  bodyOf(
    vendorApi.GET('/vms/rest/v3/enquiries', {
      params: { query: { 'page-number': filters.page, 'page-limit': VENDOR_ENQUIRIES_PAGE_SIZE, 'enquiry-status': filters.status } },
      signal,
    }),
  );

/** The vendor's own enquiries, newest first; the previous page stays on screen while the next loads. */
export const useVendorEnquiries = (vendorId: number, filters: EnquiryFilters) =>
  useQuery({
    queryKey: vendorKeys.enquiries(vendorId, filters),
    queryFn: ({ signal }) => getVendorEnquiries(filters, signal),
    placeholderData: keepPreviousData,
  });

/** One enquiry with its sensitive answers in clear (reveal=true with its id). */
export async function getRevealedEnquiry(enquiryId: number, signal?: AbortSignal): Promise<VendorEnquiryRecord> {
  const list = await bodyOf(vendorApi.GET('/vms/rest/v3/enquiries', { params: { query: { 'enquiry-id': enquiryId, reveal: 'true' } }, signal }));
  const found = list.enquiries[0];
  if (!found) throw new ApiError(404, 'There is no such enquiry');
  return found;
}

export type EnquiryMove = { enquiryId: number; to: 2 | 3 | 4; feedback?: string };

export const moveEnquiry = ({ enquiryId, to, feedback }: EnquiryMove) =>
  bodyOf(
    vendorApi.POST('/vms/rest/v3/enquiries/{enquiryId}/status', {
      params: { path: { enquiryId } },
      body: feedback === undefined ? { enquiry_status: to } : { enquiry_status: to, feedback },
    }),
  );

/** Moves an enquiry; every console list is read again afterwards (a 409 means the list was out of date). */
export function useMoveEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveEnquiry,
    onSettled: (_record, error) => {
      if (error instanceof ApiError && error.status === 401) return;
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
