import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressUpdate } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

export const updateAddress = ({ id, body }: { id: number; body: AddressUpdate }) =>
  bodyOf(api.PUT('/cfs/rest/v3/addresses/{id}', { params: { path: { id } }, body }));

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    // Changing the type moves the address to the other list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
