import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';
import { ADDRESSES_PATH } from './get-addresses';

/** What a customer fills in; the server assigns id and created_at. */
export type AddressBody = Omit<Address, 'id' | 'created_at' | 'is_default'> & { is_default?: boolean };

export const createAddress = async (body: AddressBody) =>
  (await apiRequest<Address>(ADDRESSES_PATH, { method: 'POST', body })).response_body;

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    // A new default address takes the flag from another one, so every list is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
