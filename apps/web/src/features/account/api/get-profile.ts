import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

export const getProfile = (signal?: AbortSignal) => bodyOf(api.GET('/cfs/rest/v3/profile', { signal }));

export const profileQueryOptions = () => queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
