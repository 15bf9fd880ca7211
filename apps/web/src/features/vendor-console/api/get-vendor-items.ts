import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorOrderItem } from '@bazaar/contracts';
import { VENDOR_ITEMS_PAGE_LIMIT_DEFAULT } from '@bazaar/contracts/constants';
import { bodyOf } from '@/lib/api';
import { vendorApi } from './vendor-client';
import { vendorKeys, type VendorItemFilters } from './vendor-keys';

export const VENDOR_ITEMS_PAGE_SIZE = VENDOR_ITEMS_PAGE_LIMIT_DEFAULT;

export type VendorItemList = { order_items: VendorOrderItem[]; total: number };

export const getVendorItems = ({ status, page }: VendorItemFilters, signal?: AbortSignal): Promise<VendorItemList> =>
  bodyOf(vendorApi.GET('/vms/rest/v3/order-items', { params: { query: { status, 'page-number': page, 'page-limit': VENDOR_ITEMS_PAGE_SIZE } }, signal }));

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const vendorItemsQueryOptions = (vendorId: number, filters: VendorItemFilters) =>
  queryOptions({ queryKey: vendorKeys.items(vendorId, filters), queryFn: ({ signal }) => getVendorItems(filters, signal), placeholderData: keepPreviousData });

export const useVendorItems = (vendorId: number, filters: VendorItemFilters) => useQuery(vendorItemsQueryOptions(vendorId, filters));
