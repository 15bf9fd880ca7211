import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort, ProductSummary, ProductType } from '@bazaar/contracts';
import { apiGet } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const PRODUCTS_PATH = '/pbs/rest/v3/products';

/** The product list query as the API names it (packages/contracts ProductListQuery). */
export type ProductListParams = {
  'page-number': number;
  'page-limit': number;
  search?: string;
  'category-id'?: number;
  'vendor-id'?: number;
  'min-price'?: number;
  'max-price'?: number;
  'min-rating'?: number;
  pincode?: string;
  'product-type'?: ProductType;
  sort?: ProductSort;
};

export type ProductList = { products: ProductSummary[]; total: number };

export const getProducts = async (params: ProductListParams, signal?: AbortSignal) =>
  (await apiGet<ProductList>(PRODUCTS_PATH, params, signal)).response_body;

export const productsQueryOptions = (params: ProductListParams) =>
  queryOptions({ queryKey: catalogueKeys.products(params), queryFn: ({ signal }) => getProducts(params, signal) });

/** Keeps the previous page on screen while the next one loads, so paging does not flash a skeleton. */
export const useProducts = (params: ProductListParams) => useQuery({ ...productsQueryOptions(params), placeholderData: keepPreviousData });
