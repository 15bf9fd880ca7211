import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@bazaar/contracts';
import { startUpCalls } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { currentStoreId } from '@/lib/realm';

export const getLanguages = async (realm: string) => {
  const { path, query } = startUpCalls(realm, currentStoreId()).languages;
  return (await apiGet<{ data: Language[] }>(path, query)).response_body.data;
};

export const languagesQueryOptions = (realm: string) => queryOptions({ queryKey: ['store', realm, 'languages'], queryFn: () => getLanguages(realm) });

export const useLanguages = (realm: string, enabled = true) => useQuery({ ...languagesQueryOptions(realm), enabled });
