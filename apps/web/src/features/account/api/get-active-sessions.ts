import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '@bazaar/contracts';
import { SESSIONS_PATH } from '@bazaar/contracts/constants';
import { apiGet } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const getActiveSessions = async (signal?: AbortSignal) =>
  (await apiGet<{ sessions: Session[]; total: number }>(SESSIONS_PATH, undefined, signal)).response_body;

export const activeSessionsQueryOptions = () => queryOptions({ queryKey: accountKeys.activeSessions, queryFn: ({ signal }) => getActiveSessions(signal) });

export const useActiveSessions = () => useQuery(activeSessionsQueryOptions());
