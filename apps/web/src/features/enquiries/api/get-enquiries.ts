import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnquiryList } from '@bazaar/contracts';
import { ENQUIRY_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { enquiryKeys } from './enquiry-keys';

/** Spec §9: ten enquiries a page (the contracts' ENQUIRY_PAGE_LIMIT). */
export const ENQUIRIES_PAGE_SIZE = 10;

export type EnquiryFilters = { status?: number; page: number };

export const getEnquiries = async ({ status, page }: EnquiryFilters, signal?: AbortSignal) =>
  (await apiGet<EnquiryList>(ENQUIRY_PATH, { 'page-number': page, 'page-limit': ENQUIRIES_PAGE_SIZE, 'enquiry-status': status }, signal)).response_body;

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const enquiriesQueryOptions = (filters: EnquiryFilters) =>
  queryOptions({ queryKey: enquiryKeys.list(filters), queryFn: ({ signal }) => getEnquiries(filters, signal), placeholderData: keepPreviousData });

export const useEnquiries = (filters: EnquiryFilters) => useQuery(enquiriesQueryOptions(filters));
