import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@bazaar/contracts';
import { RECOMMENDATIONS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './home-keys';

/** Without a product-id the server answers with the store's popular products. */
export const getRecommendations = async (limit: number, signal?: AbortSignal) =>
  (await apiGet<ProductList>(RECOMMENDATIONS_PATH, { 'page-limit': limit }, signal)).response_body;

export const recommendationsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: homeKeys.recommendations(limit), queryFn: ({ signal }) => getRecommendations(limit, signal) });

export const useRecommendations = (limit: number) => useQuery(recommendationsQueryOptions(limit));
