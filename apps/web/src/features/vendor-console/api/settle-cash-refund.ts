import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VendorOrderItem } from '@bazaar/contracts';
import { vendorSettleRefundPath } from '@bazaar/contracts/constants';
import { ApiError } from '@/lib/api-client';
import { vendorRequest } from './vendor-client';
import { vendorKeys } from './vendor-keys';

/** Records that the cash owed back for an item paid on delivery has been handed to the customer. */
export const settleCashRefund = (orderItemId: number) => vendorRequest<VendorOrderItem>(vendorSettleRefundPath(orderItemId), { method: 'POST' });

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
