import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductList, VendorProfile } from '@bazaar/contracts';
import { PAGE_LIMIT_DEFAULT, PRODUCTS_PATH, VENDORS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';

/** Spec §9: items per page. */
export const VENDOR_PRODUCTS_PAGE_SIZE = PAGE_LIMIT_DEFAULT;
export const vendorPath = (id: number) => `${VENDORS_PATH}/${id}`;

const vendorKeys = {
  profile: (id: number) => ['vendor', id] as const,
  products: (id: number, page: number) => ['vendor', id, 'products', page] as const,
};

export const getVendor = async (id: number, signal?: AbortSignal) => (await apiGet<VendorProfile>(vendorPath(id), undefined, signal)).response_body;

export const getVendorProducts = async (id: number, page: number, signal?: AbortSignal) =>
  (await apiGet<ProductList>(PRODUCTS_PATH, { 'vendor-id': id, 'page-number': page, 'page-limit': VENDOR_PRODUCTS_PAGE_SIZE }, signal)).response_body;

export const vendorQueryOptions = (id: number) => queryOptions({ queryKey: vendorKeys.profile(id), queryFn: ({ signal }) => getVendor(id, signal) });

export const vendorProductsQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: vendorKeys.products(id, page),
    queryFn: ({ signal }) => getVendorProducts(id, page, signal),
    placeholderData: keepPreviousData,
  });

export const useVendor = (id: number) => useQuery(vendorQueryOptions(id));
export const useVendorProducts = (id: number, page: number) => useQuery(vendorProductsQueryOptions(id, page));
