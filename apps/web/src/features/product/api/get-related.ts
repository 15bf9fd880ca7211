import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList } from '@bazaar/contracts';
import { RECOMMENDATIONS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { productKeys } from './product-keys';

export const RELATED_LIMIT = 8;

export const getRelated = async (id: number, signal?: AbortSignal) =>
  (await apiGet<ProductList>(RECOMMENDATIONS_PATH, { 'product-id': id, 'page-limit': RELATED_LIMIT }, signal)).response_body.products.filter(
    (p) => p.product_id !== id,
  );

export const relatedQueryOptions = (id: number) => queryOptions({ queryKey: productKeys.related(id), queryFn: ({ signal }) => getRelated(id, signal) });

export const useRelated = (id: number) => useQuery(relatedQueryOptions(id));
