import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSIONS_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** Signs out every session but the current one; answers with how many were ended. */
export const revokeOtherSessions = async () => (await apiRequest<{ revoked: number }>(SESSIONS_PATH, { method: 'DELETE' })).response_body;

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
