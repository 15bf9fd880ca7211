import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';

/**
 * Keys of a booked item's schedule and the slots it may move to. They start with 'orders', so a
 * change to any item (orderKeys.all) refreshes them too.
 */
export const scheduleKeys = {
  schedule: (orderItemId: number) => ['orders', 'schedule', orderItemId] as const,
  slots: (orderItemId: number, date: string | null) => ['orders', 'schedule', orderItemId, 'slots', date ?? 'first'] as const,
};

export const getSchedule = (orderItemId: number, signal?: AbortSignal) =>
  bodyOf(api.GET('/cfs/rest/v3/order-items/{orderItemId}/schedule', { params: { path: { orderItemId } }, signal }));

export const scheduleQueryOptions = (orderItemId: number) =>
  queryOptions({ queryKey: scheduleKeys.schedule(orderItemId), queryFn: ({ signal }) => getSchedule(orderItemId, signal) });

export const useSchedule = (orderItemId: number) => useQuery(scheduleQueryOptions(orderItemId));
