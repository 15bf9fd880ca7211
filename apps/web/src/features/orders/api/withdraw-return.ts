import { useMutation } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { useItemChangeHandlers } from './item-change';

/** Withdraws the item's open return or replacement request. */
export const withdrawReturn = (orderItemId: number) =>
  bodyOf(api.DELETE('/cfs/rest/v3/order-items/{orderItemId}/return', { params: { path: { orderItemId } } }));

export function useWithdrawReturn(orderId: number, orderItemId: number) {
  const handlers = useItemChangeHandlers(orderId);
  return useMutation({ mutationFn: () => withdrawReturn(orderItemId), ...handlers });
}
