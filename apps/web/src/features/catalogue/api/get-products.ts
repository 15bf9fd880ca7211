import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList, ProductListParams } from '@bazaar/contracts';
import { PRODUCTS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getProducts = async (params: ProductListParams, signal?: AbortSignal) => (await apiGet<ProductList>(PRODUCTS_PATH, params, signal)).response_body;

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: catalogueKeys.products(params), queryFn: ({ signal }) => getProducts(params, signal) });

/** Keeps the previous page on screen while the next one loads, so paging does not flash a skeleton. */
export const useProducts = (params: ProductListParams) => useQuery({ ...productsQueryOptions(params), placeholderData: keepPreviousData });
