import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';

/** GET ?order-item-id=…: a request-based order item's custom form with the customer's answers (spec §7 get-crf-attributes). */
export const getRequestForm = (orderItemId: number, signal?: AbortSignal, reveal = false) =>
  bodyOf(api.GET('/cfs/rest/v3/get-crf-attributes', { params: { query: { 'order-item-id': orderItemId, reveal: reveal ? 'true' : undefined } }, signal }));

export const requestFormQueryOptions = (orderItemId: number) =>
  queryOptions({ queryKey: ['request-form', orderItemId] as const, queryFn: ({ signal }) => getRequestForm(orderItemId, signal) });

export const useRequestForm = (orderItemId: number) => useQuery(requestFormQueryOptions(orderItemId));
