import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, NewAddress } from '@bazaar/contracts';
import { ADDRESSES_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const createAddress = async (body: NewAddress) => (await apiRequest<Address>(ADDRESSES_PATH, { method: 'POST', body })).response_body;

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    // A new default address takes the flag from another one, so every list is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
