import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Checkout } from '@bazaar/contracts';
import { CHECKOUT_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { checkoutKey } from '@/lib/checkout/create-checkout';

export const getCheckout = async (checkoutId: string, signal?: AbortSignal) =>
  (await apiGet<Checkout>(`${CHECKOUT_PATH}/${encodeURIComponent(checkoutId)}`, undefined, signal)).response_body;

export const checkoutQueryOptions = (checkoutId: string) =>
  queryOptions({
    queryKey: checkoutKey(checkoutId),
    queryFn: ({ signal }) => getCheckout(checkoutId, signal),
    // Prices and stock are the server's: a checkout is asked for again when the page is shown again,
    // but not right after the answer that created it.
    staleTime: 5000,
  });

export const useCheckout = (checkoutId: string) => useQuery(checkoutQueryOptions(checkoutId));
