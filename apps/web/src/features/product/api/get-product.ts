import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetails } from '@bazaar/contracts';
import { PRODUCTS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { productKeys } from './product-keys';

export const productPath = (id: number) => `${PRODUCTS_PATH}/${id}`;

export const getProduct = async (id: number, signal?: AbortSignal) => (await apiGet<ProductDetails>(productPath(id), undefined, signal)).response_body;

export const productQueryOptions = (id: number) => queryOptions({ queryKey: productKeys.details(id), queryFn: ({ signal }) => getProduct(id, signal) });

export const useProduct = (id: number) => useQuery(productQueryOptions(id));
