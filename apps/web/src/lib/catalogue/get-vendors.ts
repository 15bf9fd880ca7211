import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorProfile } from '@bazaar/contracts';
import { api, bodyOf } from '../api';

/**
 * The store's vendors, best rated first as the server sends them, read once for every page
 * that lists them (the home strip, the listing's vendor filter): one request, one cache entry.
 * Each page takes its own view of them with `select`.
 */
export const vendorsQueryKey = ['catalogue', 'vendors'] as const;

/** page-number -1 asks for every vendor at once. */
export const getVendors = async (signal?: AbortSignal) =>
  (await bodyOf(api.GET('/pbs/rest/v3/vendors', { params: { query: { 'page-number': -1 } }, signal }))).vendors;

export const vendorsQueryOptions = () => queryOptions({ queryKey: vendorsQueryKey, queryFn: ({ signal }) => getVendors(signal), staleTime: 10 * 60_000 });

export const useVendors = <T = VendorProfile[]>(select?: (vendors: VendorProfile[]) => T) => useQuery({ ...vendorsQueryOptions(), select });

/** Vendors with something to sell; a vendor whose products are all hidden leads nowhere. */
export const vendorsWithProducts = (vendors: VendorProfile[]) => vendors.filter((v) => v.product_count > 0);
