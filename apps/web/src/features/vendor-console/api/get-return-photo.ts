import { queryOptions, useQuery } from '@tanstack/react-query';
import { asFile, envelopeOf } from '@/lib/api';
import { vendorApi } from './vendor-client';
import { vendorKeys } from './vendor-keys';

/** A photo of an item's return request, fetched with the vendor token (an <img src> cannot send it). */
export const getReturnPhoto = (orderItemId: number, path: string, signal?: AbortSignal) =>
  envelopeOf(
    vendorApi.GET('/vms/rest/v3/order-items/{orderItemId}/return-images', {
      params: { path: { orderItemId }, query: { path } },
      signal,
      ...asFile('image/*, application/json'),
    }),
  );

/**
 * Under the console's keys, so signing out forgets the photos too. A stored photo never changes:
 * the refresh after a move is answered from the browser's cache (the server lets it keep one a day).
 */
export const returnPhotoQueryOptions = (vendorId: number, orderItemId: number, path: string) =>
  queryOptions({
    queryKey: [...vendorKeys.all, 'return-photo', vendorId, orderItemId, path] as const,
    queryFn: ({ signal }) => getReturnPhoto(orderItemId, path, signal),
    staleTime: Infinity,
  });

export const useReturnPhoto = (vendorId: number, orderItemId: number, path: string) => useQuery(returnPhotoQueryOptions(vendorId, orderItemId, path));
