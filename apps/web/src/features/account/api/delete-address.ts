import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { accountKeys } from './account-keys';

export const deleteAddress = async (id: number) => {
  await api.DELETE('/cfs/rest/v3/addresses/{id}', { params: { path: { id } } });
};

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
