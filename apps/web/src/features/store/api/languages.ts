import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@bazaar/contracts';
import { LANGUAGES_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';

export const getLanguages = async (realm: string) =>
  (await apiGet<{ data: Language[] }>(LANGUAGES_PATH, { page_number: -1, 'realm-name': realm })).response_body.data;

export const languagesQueryOptions = (realm: string) => queryOptions({ queryKey: ['store', realm, 'languages'], queryFn: () => getLanguages(realm) });

export const useLanguages = (realm: string, enabled = true) => useQuery({ ...languagesQueryOptions(realm), enabled });
