import { queryOptions, useQuery } from '@tanstack/react-query';
import { startUpCalls } from '@bazaar/contracts/constants';
import { api, bodyOf } from '@/lib/api';
import { currentRealm, currentStoreId } from '@/lib/realm';

export const getStoreImages = async () => {
  // Exactly the start-up call (its query in its order), so index.html's inlined answer is found.
  const { query } = startUpCalls(currentRealm(), currentStoreId()).images;
  return bodyOf(api.GET('/pbs/rest/v3/store-images', { params: { query } }));
};

/** Spec §7: no retry and no refetch on focus for the logos. */
export const storeImagesQueryOptions = (realm: string) =>
  queryOptions({
    queryKey: ['store', realm, 'images'],
    queryFn: getStoreImages,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export const useStoreImages = (realm: string) => useQuery(storeImagesQueryOptions(realm));
