import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LoginHistoryEntry } from '@bazaar/contracts';
import { LOGIN_HISTORY_PATH, PAGE_LIMIT_DEFAULT } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** Spec §9: items per page. */
export const LOGIN_HISTORY_PAGE_SIZE = PAGE_LIMIT_DEFAULT;

export const getLoginHistory = async (page: number, signal?: AbortSignal) =>
  (await apiGet<{ sessions: LoginHistoryEntry[]; total: number }>(LOGIN_HISTORY_PATH, { 'page-number': page, 'page-limit': LOGIN_HISTORY_PAGE_SIZE }, signal))
    .response_body;

export const loginHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: accountKeys.loginHistory(page),
    queryFn: ({ signal }) => getLoginHistory(page, signal),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export const useLoginHistory = (page: number) => useQuery(loginHistoryQueryOptions(page));
