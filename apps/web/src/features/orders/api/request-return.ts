import { useMutation } from '@tanstack/react-query';
import type { ReturnItemBody } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { useItemChangeHandlers } from './item-change';

/** A return for a refund, or a replacement, of a delivered item. */
export const requestReturn = (orderItemId: number, body: ReturnItemBody) =>
  bodyOf(api.POST('/cfs/rest/v3/order-items/{orderItemId}/return', { params: { path: { orderItemId } }, body }));

export function useRequestReturn(orderId: number, orderItemId: number) {
  const handlers = useItemChangeHandlers(orderId);
  return useMutation({ mutationFn: (body: ReturnItemBody) => requestReturn(orderItemId, body), ...handlers });
}
