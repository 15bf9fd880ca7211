import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { scheduleKeys } from './get-schedule';

/** Without a date the server answers for the first offered day with room, and marks which days have room. */
export const rescheduleSlotsQueryOptions = (orderItemId: number, date: string | null) =>
  queryOptions({
    queryKey: scheduleKeys.slots(orderItemId, date),
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/cfs/rest/v3/order-items/{orderItemId}/schedule/slots', { params: { path: { orderItemId }, query: { date: date ?? undefined } }, signal }),
      ),
    // Places fill up; a minute-old count is fresh enough, and the move itself checks again.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useRescheduleSlots = (orderItemId: number, date: string | null, enabled: boolean) =>
  useQuery({ ...rescheduleSlotsQueryOptions(orderItemId, date), enabled });
