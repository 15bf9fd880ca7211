import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

/** Signs out every session but the current one; answers with how many were ended. */
export const revokeOtherSessions = () => bodyOf(api.DELETE('/ums/rest/v3/sessions'));

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
