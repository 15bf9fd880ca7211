import type { OrderItemStatus } from '@bazaar/contracts';

/** The list's filters as the API takes them, and the page's query keys built from them. */
export type OrderListFilters = { status?: OrderItemStatus; search?: string; page: number };

/**
 * Query keys of the customer's orders. Everything starts with 'orders', so that one invalidation
 * after a change to an item refreshes every list page and the order's own page.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderListFilters) => ['orders', 'list', filters] as const,
  detail: (orderId: number) => ['orders', 'detail', orderId] as const,
};
