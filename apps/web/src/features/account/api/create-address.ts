import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAddress } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

export const createAddress = (body: NewAddress) => bodyOf(api.POST('/cfs/rest/v3/addresses', { body }));

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    // A new default address takes the flag from another one, so every list is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}
