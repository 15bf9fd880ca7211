import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

export const setDefaultAddress = (id: number) => bodyOf(api.POST('/cfs/rest/v3/addresses/{id}/default', { params: { path: { id } } }));

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    // The previous default of the same type loses its badge, so the list is refetched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
