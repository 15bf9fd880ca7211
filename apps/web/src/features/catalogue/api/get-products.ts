import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList, ProductListParams } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { catalogueKeys } from './catalogue-keys';

/**
 * The params go in their own order: the unfiltered listing's first page is answered inside
 * index.html by exactly that URL (landingListingCall). in-stock goes as the text the API reads.
 */
export const getProducts = (params: ProductListParams, signal?: AbortSignal): Promise<ProductList> =>
  bodyOf(
    api.GET('/pbs/rest/v3/products', {
      params: { query: { ...params, 'in-stock': params['in-stock'] === undefined ? undefined : params['in-stock'] ? 'true' : 'false' } },
      signal,
    }),
  );

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: catalogueKeys.products(params), queryFn: ({ signal }) => getProducts(params, signal) });

/** Keeps the previous page on screen while the next one loads, so paging does not flash a skeleton. */
export const useProducts = (params: ProductListParams) => useQuery({ ...productsQueryOptions(params), placeholderData: keepPreviousData });
