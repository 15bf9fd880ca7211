import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';
import { ADDRESSES_PATH } from './get-addresses';

export const deleteAddress = async (id: number) => {
  await apiRequest<null>(`${ADDRESSES_PATH}/${id}`, { method: 'DELETE' });
};

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
