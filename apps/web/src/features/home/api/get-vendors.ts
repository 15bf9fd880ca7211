import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorListResponse } from '@bazaar/contracts';
import type { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { homeKeys } from './home-keys';

export const VENDORS_PATH = '/pbs/rest/v3/vendors';

type VendorList = z.infer<typeof VendorListResponse>['response_body'];

/** Vendors with something to sell, best rated first as the server sends them, for "shop by vendor". */
export const getHomeVendors = async (signal?: AbortSignal) => {
  const { vendors } = (await apiGet<VendorList>(VENDORS_PATH, { 'page-number': -1 }, signal)).response_body;
  return vendors.filter((v) => v.product_count > 0);
};

export const homeVendorsQueryOptions = () =>
  queryOptions({ queryKey: homeKeys.vendors, queryFn: ({ signal }) => getHomeVendors(signal), staleTime: 10 * 60_000 });

export const useHomeVendors = () => useQuery(homeVendorsQueryOptions());
