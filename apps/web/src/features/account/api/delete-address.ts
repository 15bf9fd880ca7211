import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADDRESSES_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

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
