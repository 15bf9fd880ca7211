import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { CHAT_POLL_MS } from '@/lib/chat/chat-room';
import { enquiryKeys } from './enquiry-keys';

/** Spec §9: ten enquiries a page (the contracts' ENQUIRY_PAGE_LIMIT). */
export const ENQUIRIES_PAGE_SIZE = 10;

export type EnquiryFilters = { status?: number; page: number };

export const getEnquiries = ({ status, page }: EnquiryFilters, signal?: AbortSignal) =>
  bodyOf(
    api.GET('/cfs/rest/v3/enquiry', {
      params: { query: { 'page-number': page, 'page-limit': ENQUIRIES_PAGE_SIZE, 'enquiry-status': status } },
      signal,
    }),
  );

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const enquiriesQueryOptions = (filters: EnquiryFilters) =>
  queryOptions({ queryKey: enquiryKeys.list(filters), queryFn: ({ signal }) => getEnquiries(filters, signal), placeholderData: keepPreviousData });

/**
 * While a panel is open (`live`), the list is read again at the chat's own 20-second pace (spec §9),
 * also in the background, so a vendor closing or rejecting the enquiry reaches the open panel: its
 * badge, its feedback and its chat input follow the list.
 */
export const useEnquiries = (filters: EnquiryFilters, live = false) =>
  useQuery({ ...enquiriesQueryOptions(filters), refetchInterval: live ? CHAT_POLL_MS : false, refetchIntervalInBackground: live });
