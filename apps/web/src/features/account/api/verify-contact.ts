import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactVerifyBody, Profile } from '@bazaar/contracts';
import { CONTACT_VERIFY_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** Applies a new email or phone with the code that was sent to it. */
export const verifyContact = async (body: ContactVerifyBody) => (await apiRequest<Profile>(CONTACT_VERIFY_PATH, { method: 'POST', body })).response_body;

/** Answers with the updated profile, which replaces the cached one. */
export function useVerifyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyContact,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
}
