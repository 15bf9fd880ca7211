import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@bazaar/contracts';
import { ADDRESSES_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const setDefaultAddress = async (id: number) => (await apiRequest<Address>(`${ADDRESSES_PATH}/${id}/default`, { method: 'POST' })).response_body;

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    // The previous default of the same type loses its badge, so the list is refetched.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
