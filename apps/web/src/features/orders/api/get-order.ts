import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderRecord } from '@bazaar/contracts';
import { orderPath } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export const getOrder = async (orderId: number, signal?: AbortSignal) => (await apiGet<OrderRecord>(orderPath(orderId), undefined, signal)).response_body;

export const orderQueryOptions = (orderId: number) => queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) });

export const useOrder = (orderId: number) => useQuery(orderQueryOptions(orderId));
