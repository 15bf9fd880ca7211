import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';

/** Without a date the server answers for the store's today, and always lists the days to offer. */
export const slotsQueryOptions = (productId: number, date: string | null) =>
  queryOptions({
    queryKey: ['slots', productId, date ?? 'today'] as const,
    queryFn: ({ signal }) => bodyOf(api.GET('/pbs/rest/v3/slots', { params: { query: { date: date ?? undefined, product_id: productId } }, signal })),
    // Places fill up; a minute-old count is as fresh as a slot list needs to be.
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useSlots = (productId: number, date: string | null, enabled: boolean) => useQuery({ ...slotsQueryOptions(productId, date), enabled });
