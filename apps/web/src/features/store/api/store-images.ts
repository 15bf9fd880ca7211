import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreImages } from '@bazaar/contracts';
import { STORE_IMAGES_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';

export const getStoreImages = async () => (await apiGet<StoreImages>(STORE_IMAGES_PATH)).response_body;

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
