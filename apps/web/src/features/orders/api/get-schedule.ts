import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceSchedule } from '@bazaar/contracts';
import { orderItemSchedulePath } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';

/**
 * Keys of a booked item's schedule and the slots it may move to. They start with 'orders', so a
 * change to any item (orderKeys.all) refreshes them too.
 */
export const scheduleKeys = {
  schedule: (orderItemId: number) => ['orders', 'schedule', orderItemId] as const,
  slots: (orderItemId: number, date: string | null) => ['orders', 'schedule', orderItemId, 'slots', date ?? 'first'] as const,
};

export const getSchedule = async (orderItemId: number, signal?: AbortSignal) =>
  (await apiGet<ServiceSchedule>(orderItemSchedulePath(orderItemId), undefined, signal)).response_body;

export const scheduleQueryOptions = (orderItemId: number) =>
  queryOptions({ queryKey: scheduleKeys.schedule(orderItemId), queryFn: ({ signal }) => getSchedule(orderItemId, signal) });

export const useSchedule = (orderItemId: number) => useQuery(scheduleQueryOptions(orderItemId));
