import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '@bazaar/contracts';
import { ORDERS_LIST_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';

/** Spec §9: ten orders a page. */
export const ORDERS_PAGE_SIZE = 10;

export const getOrders = async (page: number, signal?: AbortSignal) =>
  (await apiGet<{ orders: OrderSummary[]; total: number }>(ORDERS_LIST_PATH, { 'page-number': page, 'page-limit': ORDERS_PAGE_SIZE }, signal)).response_body;

export const ordersQueryOptions = (page: number) =>
  queryOptions({ queryKey: ['orders', 'list', page] as const, queryFn: ({ signal }) => getOrders(page, signal), placeholderData: keepPreviousData });

export const useOrders = (page: number) => useQuery(ordersQueryOptions(page));
