import { useMutation } from '@tanstack/react-query';
import { orderItemReturnPath } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { useItemChangeHandlers, type ItemChange } from './item-change';

/** Withdraws the item's open return or replacement request. */
export const withdrawReturn = async (orderItemId: number) =>
  (await apiRequest<ItemChange>(orderItemReturnPath(orderItemId), { method: 'DELETE' })).response_body;

export function useWithdrawReturn(orderId: number, orderItemId: number) {
  const handlers = useItemChangeHandlers(orderId);
  return useMutation({ mutationFn: () => withdrawReturn(orderItemId), ...handlers });
}
