import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { productKeys } from './product-keys';

export const RELATED_LIMIT = 8;

export const getRelated = async (id: number, signal?: AbortSignal) =>
  (await bodyOf(api.GET('/pbs/rest/v3/recommendations', { params: { query: { 'product-id': id, 'page-limit': RELATED_LIMIT } }, signal }))).products.filter(
    (p) => p.product_id !== id,
  );

export const relatedQueryOptions = (id: number) => queryOptions({ queryKey: productKeys.related(id), queryFn: ({ signal }) => getRelated(id, signal) });

export const useRelated = (id: number) => useQuery(relatedQueryOptions(id));
