import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { orderKeys } from './order-keys';

export const getOrder = (orderId: number, signal?: AbortSignal) =>
  bodyOf(api.GET('/cfs/rest/v3/orders/{orderId}', { params: { path: { orderId: orderId } }, signal }));

export const orderQueryOptions = (orderId: number) => queryOptions({ queryKey: orderKeys.detail(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) });

export const useOrder = (orderId: number) => useQuery(orderQueryOptions(orderId));
