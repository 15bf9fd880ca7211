import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RescheduleSlots } from '@bazaar/contracts';
import { orderItemScheduleSlotsPath } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { scheduleKeys } from './get-schedule';

/** Without a date the server answers for the first offered day with room, and marks which days have room. */
export const rescheduleSlotsQueryOptions = (orderItemId: number, date: string | null) =>
  queryOptions({
    queryKey: scheduleKeys.slots(orderItemId, date),
    queryFn: async ({ signal }) => (await apiGet<RescheduleSlots>(orderItemScheduleSlotsPath(orderItemId), { date: date ?? undefined }, signal)).response_body,
    // Places fill up; a minute-old count is fresh enough, and the move itself checks again.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useRescheduleSlots = (orderItemId: number, date: string | null, enabled: boolean) =>
  useQuery({ ...rescheduleSlotsQueryOptions(orderItemId, date), enabled });
