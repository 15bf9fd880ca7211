import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreImages } from '@bazaar/contracts';
import { startUpCalls } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { currentRealm, currentStoreId } from '@/lib/realm';

export const getStoreImages = async () => {
  const { path, query } = startUpCalls(currentRealm(), currentStoreId()).images;
  return (await apiGet<StoreImages>(path, query)).response_body;
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
