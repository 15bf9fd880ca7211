import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT } from '@bazaar/contracts/constants';
import { api, bodyOf } from '@/lib/api';

/** Spec §9: items per page. */
export const VENDOR_PRODUCTS_PAGE_SIZE = PAGE_LIMIT_DEFAULT;

const vendorKeys = {
  profile: (id: number) => ['vendor', id] as const,
  products: (id: number, page: number) => ['vendor', id, 'products', page] as const,
};

export const getVendor = (id: number, signal?: AbortSignal) => bodyOf(api.GET('/pbs/rest/v3/vendors/{id}', { params: { path: { id } }, signal }));

export const getVendorProducts = (id: number, page: number, signal?: AbortSignal) =>
  bodyOf(
    api.GET('/pbs/rest/v3/products', {
      params: { query: { 'vendor-id': id, 'page-number': page, 'page-limit': VENDOR_PRODUCTS_PAGE_SIZE } },
      signal,
    }),
  );

export const vendorQueryOptions = (id: number) => queryOptions({ queryKey: vendorKeys.profile(id), queryFn: ({ signal }) => getVendor(id, signal) });

export const vendorProductsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: vendorKeys.products(id, page),
    queryFn: ({ signal }) => getVendorProducts(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const useVendor = (id: number) => useQuery(vendorQueryOptions(id));
export const useVendorProducts = (id: number, page: number) => useQuery(vendorProductsQueryOptions(id, page));
