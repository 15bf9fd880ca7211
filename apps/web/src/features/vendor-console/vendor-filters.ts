import type { OrderItemStatus } from '@bazaar/contracts';
import type { VendorItemFilters } from './api/vendor-keys';

/**
 * The console's tab and page in the address bar (?status=&page=), so a reload or Back shows the
 * same list. A value the API would refuse is dropped, not shown as an error.
 */

/** All, the statuses with work to do in the order an item moves through them, then the finished ones. */
export const STATUS_TABS = ['all', 'Received', 'InProgress', 'Fulfilled', 'Return', 'Refund', 'Cancelled', 'Rejected'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

const isItemStatus = (value: string | null): value is OrderItemStatus => value !== 'all' && STATUS_TABS.some((tab) => tab === value);

export function readVendorFilters(params: URLSearchParams): VendorItemFilters {
  const status = params.get('status');
  const page = params.get('page');
  return {
    status: isItemStatus(status) ? status : undefined,
    page: page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The query string of these filters; all statuses and page 1 are left out. */
export function writeVendorFilters(filters: VendorItemFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}
