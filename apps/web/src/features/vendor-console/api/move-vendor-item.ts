import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderItemStatus } from '@bazaar/contracts';
import { bodyOf } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { vendorApi } from './vendor-client';
import { vendorKeys } from './vendor-keys';

export type MoveInput = { orderItemId: number; to: OrderItemStatus; note: string; outcome?: 'approved' | 'refused' };

export const moveVendorItem = ({ orderItemId, to, note, outcome }: MoveInput) =>
  bodyOf(
    vendorApi.POST('/vms/rest/v3/order-items/{orderItemId}/transition', {
      params: { path: { orderItemId } },
      body: outcome ? { to, note, outcome } : { to, note },
    }),
  );

/**
 * Moves an item along. Afterwards every list is refetched: the item may leave the tab it was in,
 * and a 409 (someone moved it first, e.g. the customer cancelled) means the list is out of date.
 */
export function useMoveVendorItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveVendorItem,
    onSettled: (_item, error) => {
      if (error instanceof ApiError && error.status === 401) return;
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
