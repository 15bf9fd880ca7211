import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ItemChangeResponse, OrderRecord } from '@bazaar/contracts';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** What cancel, return, withdraw and review answer: the item's status and actions after the change. */
export type ItemChange = z.infer<typeof ItemChangeResponse>['response_body'];

/**
 * Shows the answer at once on the order's page (the item's new status and actions, its refund),
 * then refreshes every order query, which brings the history, request and review that go with it.
 */
export function applyItemChange(queryClient: QueryClient, orderId: number, change: ItemChange): Promise<void> {
  queryClient.setQueryData<OrderRecord>(orderKeys.detail(orderId), (order) => {
    if (!order) return order;
    const refund = change.refund;
    return {
      ...order,
      order_items: order.order_items.map((item) =>
        item.order_item_id === change.order_item_id ? { ...item, status: change.status as typeof item.status, actions: change.actions } : item,
      ),
      refunds: refund ? [...order.refunds.filter((r) => r.refund_id !== refund.refund_id), refund] : order.refunds,
    };
  });
  return queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/**
 * What every item mutation of one order does after the call: shows the answer, or, when the API
 * refused because the item has moved on (409: cancelled in another tab, shipped meanwhile),
 * refreshes the order so the page stops offering what no longer applies.
 */
export function useItemChangeHandlers(orderId: number) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (change: ItemChange) => applyItemChange(queryClient, orderId, change),
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  };
}
