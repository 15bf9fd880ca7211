import type { OrderItemStatus } from '@bazaar/contracts';
import type { OrderListFilters } from './api/order-keys';

/**
 * The order list's filters in the address bar (status, search, page), so a filtered list can be
 * reloaded, shared and gone back to. A value the API would refuse is dropped, not shown as an error.
 */

/** The list's tabs: all orders, then the item statuses in the order an item moves through them. */
export const STATUS_TABS = ['all', 'Received', 'InProgress', 'Fulfilled', 'Return', 'Refund', 'Cancelled', 'Rejected'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

/** The API's own limit on the search text (ORDER_SEARCH_MAX). */
export const SEARCH_MAX = 100;

/** Whether a text is one of the item statuses (spec §4). */
export const isItemStatus = (value: string | null): value is OrderItemStatus => value !== 'all' && STATUS_TABS.some((tab) => tab === value);

export function readOrderFilters(params: URLSearchParams): OrderListFilters {
  const status = params.get('status');
  const search = params.get('search')?.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX);
  const page = params.get('page');
  return {
    status: isItemStatus(status) ? status : undefined,
    search: search || undefined,
    page: page && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The query string of these filters; page 1, all statuses and no search are left out. */
export function writeOrderFilters(filters: OrderListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const hasFilters = (filters: OrderListFilters) => filters.status !== undefined || filters.search !== undefined;
