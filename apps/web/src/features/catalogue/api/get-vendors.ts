import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorListResponse } from '@bazaar/contracts';
import type { z } from 'zod';
import { apiGet } from '@/lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const VENDORS_PATH = '/pbs/rest/v3/vendors';

export type VendorList = z.infer<typeof VendorListResponse>['response_body'];

/** Every vendor of the store (page-number -1), for the listing's vendor filter. */
export const getVendors = async (signal?: AbortSignal) =>
  (await apiGet<VendorList>(VENDORS_PATH, { 'page-number': -1 }, signal)).response_body.vendors;

export const vendorsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.vendors, queryFn: ({ signal }) => getVendors(signal), staleTime: 10 * 60_000 });

export const useVendors = () => useQuery(vendorsQueryOptions());
