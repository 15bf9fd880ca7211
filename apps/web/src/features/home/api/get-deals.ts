import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { homeKeys } from './home-keys';

export const getDeals = (limit: number, signal?: AbortSignal) =>
  bodyOf(api.GET('/pbs/rest/v3/deals', { params: { query: { 'page-number': 1, 'page-limit': limit } }, signal }));

export const dealsQueryOptions = (limit: number) => queryOptions({ queryKey: homeKeys.deals(limit), queryFn: ({ signal }) => getDeals(limit, signal) });

export const useDeals = (limit: number) => useQuery(dealsQueryOptions(limit));
