import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

export const getActiveSessions = (signal?: AbortSignal) => bodyOf(api.GET('/ums/rest/v3/sessions', { signal }));

export const activeSessionsQueryOptions = () => queryOptions({ queryKey: accountKeys.activeSessions, queryFn: ({ signal }) => getActiveSessions(signal) });

export const useActiveSessions = () => useQuery(activeSessionsQueryOptions());
