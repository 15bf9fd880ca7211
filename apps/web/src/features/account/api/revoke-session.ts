import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { accountKeys } from './account-keys';

export const revokeSession = async (id: string) => {
  await api.DELETE('/ums/rest/v3/sessions/{id}', { params: { path: { id } } });
};

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    // Both the active list and the history (whose status changes to revoked) are refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
