import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrfForm } from '@bazaar/contracts';
import { CRF_ATTRIBUTES_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';

/** GET ?order-item-id=…: a request-based order item's custom form with the customer's answers (spec §7 get-crf-attributes). */
export const getRequestForm = async (orderItemId: number, signal?: AbortSignal, reveal = false) =>
  (await apiGet<CrfForm>(CRF_ATTRIBUTES_PATH, { 'order-item-id': orderItemId, reveal: reveal ? 'true' : undefined }, signal)).response_body;

export const requestFormQueryOptions = (orderItemId: number) =>
  queryOptions({ queryKey: ['request-form', orderItemId] as const, queryFn: ({ signal }) => getRequestForm(orderItemId, signal) });

export const useRequestForm = (orderItemId: number) => useQuery(requestFormQueryOptions(orderItemId));
