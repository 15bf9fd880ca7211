import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@bazaar/contracts';
import { PAGE_LIMIT_DEFAULT } from '@bazaar/contracts/constants';
import { api, bodyOf } from '@/lib/api';
import { orderKeys, type OrderListFilters } from './order-keys';

/** Spec §9: ten orders a page. */
export const ORDERS_PAGE_SIZE = PAGE_LIMIT_DEFAULT;

export type OrderList = { orders: OrderSummary[]; total: number };

export const getOrders = ({ status, search, page }: OrderListFilters, signal?: AbortSignal): Promise<OrderList> =>
  bodyOf(
    api.GET('/cfs/rest/v3/list-orders-with-order-items', {
      params: { query: { 'page-number': page, 'page-limit': ORDERS_PAGE_SIZE, status, search } },
      signal,
    }),
  );

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const ordersQueryOptions = (filters: OrderListFilters) =>
  queryOptions({ queryKey: orderKeys.list(filters), queryFn: ({ signal }) => getOrders(filters, signal), placeholderData: keepPreviousData });

export const useOrders = (filters: OrderListFilters) => useQuery(ordersQueryOptions(filters));
