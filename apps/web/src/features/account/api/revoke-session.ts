import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSIONS_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const revokeSession = async (id: string) => {
  await apiRequest<null>(`${SESSIONS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    // Both the active list and the history (whose status changes to revoked) are refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
