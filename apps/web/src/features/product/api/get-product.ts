import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { productKeys } from './product-keys';

export const getProduct = (id: number, signal?: AbortSignal) => bodyOf(api.GET('/pbs/rest/v3/products/{id}', { params: { path: { id } }, signal }));

export const productQueryOptions = (id: number) => queryOptions({ queryKey: productKeys.details(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: number) => useQuery(productQueryOptions(id));
