import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT } from '@bazaar/contracts/constants';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

/** Spec §9: items per page. */
export const LOGIN_HISTORY_PAGE_SIZE = PAGE_LIMIT_DEFAULT;

export const getLoginHistory = (page: number, signal?: AbortSignal) =>
  bodyOf(api.GET('/ums/rest/v3/sessions/history', { params: { query: { 'page-number': page, 'page-limit': LOGIN_HISTORY_PAGE_SIZE } }, signal }));

export const loginHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: accountKeys.loginHistory(page),
    queryFn: ({ signal }) => getLoginHistory(page, signal),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });

export const useLoginHistory = (page: number) => useQuery(loginHistoryQueryOptions(page));
