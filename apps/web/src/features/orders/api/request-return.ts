import { useMutation } from '@tanstack/react-query';
import type { ReturnItemBody } from '@bazaar/contracts';
import { orderItemReturnPath } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { useItemChangeHandlers, type ItemChange } from './item-change';

/** A return for a refund, or a replacement, of a delivered item. */
export const requestReturn = async (orderItemId: number, body: ReturnItemBody) =>
  (await apiRequest<ItemChange>(orderItemReturnPath(orderItemId), { method: 'POST', body })).response_body;

export function useRequestReturn(orderId: number, orderItemId: number) {
  const handlers = useItemChangeHandlers(orderId);
  return useMutation({ mutationFn: (body: ReturnItemBody) => requestReturn(orderItemId, body), ...handlers });
}
