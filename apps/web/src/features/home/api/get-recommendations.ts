import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { homeKeys } from './home-keys';

/** Without a product-id the server answers with the store's popular products. */
export const getRecommendations = (limit: number, signal?: AbortSignal) =>
  bodyOf(api.GET('/pbs/rest/v3/recommendations', { params: { query: { 'page-limit': limit } }, signal }));

export const recommendationsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: homeKeys.recommendations(limit), queryFn: ({ signal }) => getRecommendations(limit, signal) });

export const useRecommendations = (limit: number) => useQuery(recommendationsQueryOptions(limit));
