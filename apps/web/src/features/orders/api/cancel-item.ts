import { useMutation } from '@tanstack/react-query';
import type { CancelItemBody } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { useItemChangeHandlers } from './item-change';

export const cancelItem = (orderItemId: number, body: CancelItemBody) =>
  bodyOf(api.POST('/cfs/rest/v3/order-items/{orderItemId}/cancel', { params: { path: { orderItemId } }, body }));

export function useCancelItem(orderId: number, orderItemId: number) {
  const handlers = useItemChangeHandlers(orderId);
  return useMutation({ mutationFn: (body: CancelItemBody) => cancelItem(orderItemId, body), ...handlers });
}
