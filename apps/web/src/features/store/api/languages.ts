import { queryOptions, useQuery } from '@tanstack/react-query';
import { startUpCalls } from '@bazaar/contracts/constants';
import { api, bodyOf } from '@/lib/api';
import { currentStoreId } from '@/lib/realm';

export const getLanguages = async (realm: string) => {
  // Exactly the start-up call (its query in its order), so index.html's inlined answer is found.
  const { query } = startUpCalls(realm, currentStoreId()).languages;
  return (await bodyOf(api.GET('/pbs/rest/v3/languages', { params: { query } }))).data;
};

export const languagesQueryOptions = (realm: string) => queryOptions({ queryKey: ['store', realm, 'languages'], queryFn: () => getLanguages(realm) });

export const useLanguages = (realm: string, enabled = true) => useQuery({ ...languagesQueryOptions(realm), enabled });
