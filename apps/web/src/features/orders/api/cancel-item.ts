import { useMutation } from '@tanstack/react-query';
import type { CancelItemBody } from '@bazaar/contracts';
import { orderItemCancelPath } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { useItemChangeHandlers, type ItemChange } from './item-change';

export const cancelItem = async (orderItemId: number, body: CancelItemBody) =>
  (await apiRequest<ItemChange>(orderItemCancelPath(orderItemId), { method: 'POST', body })).response_body;

export function useCancelItem(orderId: number, orderItemId: number) {
  const handlers = useItemChangeHandlers(orderId);
  return useMutation({ mutationFn: (body: CancelItemBody) => cancelItem(orderItemId, body), ...handlers });
}
