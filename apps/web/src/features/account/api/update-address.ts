import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressUpdate } from '@bazaar/contracts';
import { ADDRESSES_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const updateAddress = async ({ id, body }: { id: number; body: AddressUpdate }) =>
  (await apiRequest<Address>(`${ADDRESSES_PATH}/${id}`, { method: 'PUT', body })).response_body;

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    // Changing the type moves the address to the other list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
