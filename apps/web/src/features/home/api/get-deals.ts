import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@bazaar/contracts';
import { DEALS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './home-keys';

export const getDeals = async (limit: number, signal?: AbortSignal) =>
  (await apiGet<ProductList>(DEALS_PATH, { 'page-number': 1, 'page-limit': limit }, signal)).response_body;

export const dealsQueryOptions = (limit: number) => queryOptions({ queryKey: homeKeys.deals(limit), queryFn: ({ signal }) => getDeals(limit, signal) });

export const useDeals = (limit: number) => useQuery(dealsQueryOptions(limit));
