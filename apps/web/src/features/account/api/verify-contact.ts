import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactVerifyBody } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

/** Applies a new email or phone with the code that was sent to it. */
export const verifyContact = (body: ContactVerifyBody) => bodyOf(api.POST('/cfs/rest/v3/profile/contact/verify', { body }));

/** Answers with the updated profile, which replaces the cached one. */
export function useVerifyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyContact,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
}
