import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slot } from '@bazaar/contracts';
import { apiGet } from '@/lib/api-client';

export const SLOTS_PATH = '/pbs/rest/v3/slots';

export const slotsQueryOptions = (productId: number, date: string) =>
  queryOptions({
    queryKey: ['slots', productId, date] as const,
    queryFn: async ({ signal }) => (await apiGet<{ slots: Slot[] }>(SLOTS_PATH, { date, product_id: productId }, signal)).response_body.slots,
    // Places fill up; a minute-old count is as fresh as a slot list needs to be.
    staleTime: 60_000,
  });

export const useSlots = (productId: number, date: string | null) => useQuery({ ...slotsQueryOptions(productId, date ?? ''), enabled: date !== null });
