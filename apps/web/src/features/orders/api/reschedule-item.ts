import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RescheduleBody } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { ApiError } from '@/lib/api-client';
import { orderKeys } from './order-keys';
import { scheduleKeys } from './get-schedule';

export const rescheduleItem = (orderItemId: number, body: RescheduleBody) =>
  bodyOf(api.POST('/cfs/rest/v3/order-items/{orderItemId}/reschedule', { params: { path: { orderItemId } }, body }));

/**
 * Moves the booking. The answer is the schedule as it now stands, shown at once; then every order
 * query is refreshed (the order's page shows the slot too). A 409 (the slot filled, the cut-off
 * passed meanwhile) refreshes the schedule and its slots, so the page stops offering what is gone.
 */
export function useRescheduleItem(orderItemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RescheduleBody) => rescheduleItem(orderItemId, body),
    onSuccess: (schedule) => {
      queryClient.setQueryData(scheduleKeys.schedule(orderItemId), schedule);
      // Everything else about orders; the schedule itself is the answer just shown.
      const justSet = (key: readonly unknown[]) => key.length === 3 && key[1] === 'schedule' && key[2] === orderItemId;
      return queryClient.invalidateQueries({ queryKey: orderKeys.all, predicate: (q) => !justSet(q.queryKey) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: scheduleKeys.schedule(orderItemId) });
    },
  });
}
