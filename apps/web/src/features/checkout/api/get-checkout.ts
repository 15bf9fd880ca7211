import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { checkoutKey } from '@/lib/checkout/create-checkout';

export const getCheckout = (checkoutId: string, signal?: AbortSignal) =>
  bodyOf(api.GET('/cfs/rest/v3/checkout/{checkoutId}', { params: { path: { checkoutId } }, signal }));

export const checkoutQueryOptions = (checkoutId: string) =>
  queryOptions({
    queryKey: checkoutKey(checkoutId),
    queryFn: ({ signal }) => getCheckout(checkoutId, signal),
    // Prices and stock are the server's: a checkout is asked for again when the page is shown again,
    // but not right after the answer that created it.
    staleTime: 5000,
  });

export const useCheckout = (checkoutId: string) => useQuery(checkoutQueryOptions(checkoutId));
