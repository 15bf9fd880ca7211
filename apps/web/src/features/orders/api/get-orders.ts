import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@bazaar/contracts';
import { ORDERS_LIST_PATH, PAGE_LIMIT_DEFAULT } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { orderKeys, type OrderListFilters } from './order-keys';

/** Spec §9: ten orders a page. */
export const ORDERS_PAGE_SIZE = PAGE_LIMIT_DEFAULT;

export type OrderList = { orders: OrderSummary[]; total: number };

export const getOrders = async ({ status, search, page }: OrderListFilters, signal?: AbortSignal) =>
  (await apiGet<OrderList>(ORDERS_LIST_PATH, { 'page-number': page, 'page-limit': ORDERS_PAGE_SIZE, status, search }, signal)).response_body;

/** The previous page stays on screen while the next one loads, so the list does not jump. */
export const ordersQueryOptions = (filters: OrderListFilters) =>
  queryOptions({ queryKey: orderKeys.list(filters), queryFn: ({ signal }) => getOrders(filters, signal), placeholderData: keepPreviousData });

export const useOrders = (filters: OrderListFilters) => useQuery(ordersQueryOptions(filters));
