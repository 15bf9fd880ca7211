import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@bazaar/contracts';
import { PREFERENCES_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getPreferences = async (signal?: AbortSignal) => (await apiGet<Preferences>(PREFERENCES_PATH, undefined, signal)).response_body;

export const preferencesQueryOptions = () => queryOptions({ queryKey: accountKeys.preferences, queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(preferencesQueryOptions());
