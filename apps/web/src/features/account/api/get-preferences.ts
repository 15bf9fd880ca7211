import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

export const getPreferences = (signal?: AbortSignal) => bodyOf(api.GET('/cfs/rest/v3/preferences', { signal }));

export const preferencesQueryOptions = () => queryOptions({ queryKey: accountKeys.preferences, queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(preferencesQueryOptions());
