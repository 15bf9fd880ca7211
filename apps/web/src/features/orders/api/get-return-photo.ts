import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, asFile, envelopeOf } from '@/lib/api';

/** One of the customer's own uploads, fetched with the session (an <img src> cannot send it). */
export const getReturnPhoto = (path: string, signal?: AbortSignal) =>
  envelopeOf(api.GET('/cfs/rest/v3/cfs-images/absolute', { params: { query: { 'image-path': path } }, signal, ...asFile('image/*, application/json') }));

/**
 * Kept apart from the 'orders' keys, which every item change refreshes: a stored photo never
 * changes (its name is new each upload). Signing out clears the whole cache, photos with it.
 */
export const returnPhotoQueryOptions = (path: string) =>
  queryOptions({ queryKey: ['return-photo', path] as const, queryFn: ({ signal }) => getReturnPhoto(path, signal), staleTime: Infinity });

export const useReturnPhoto = (path: string) => useQuery(returnPhotoQueryOptions(path));
