import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { vendorApi } from './vendor-client';
import { vendorKeys } from './vendor-keys';

/** Records that the cash owed back for an item paid on delivery has been handed to the customer. */
export const settleCashRefund = (orderItemId: number) =>
  bodyOf(vendorApi.POST('/vms/rest/v3/order-items/{orderItemId}/refund/settle', { params: { path: { orderItemId } } }));

export function useSettleCashRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleCashRefund,
    onSettled: (_item, error) => {
      if (error instanceof ApiError && error.status === 401) return;
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
