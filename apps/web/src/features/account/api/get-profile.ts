import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@bazaar/contracts';
import { PROFILE_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getProfile = async (signal?: AbortSignal) => (await apiGet<Profile>(PROFILE_PATH, undefined, signal)).response_body;

export const profileQueryOptions = () => queryOptions({ queryKey: accountKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
