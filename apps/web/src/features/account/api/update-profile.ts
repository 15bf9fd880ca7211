import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate, ProfileUpdateResult } from '@bazaar/contracts';
import { PROFILE_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/**
 * Saves the changed fields. A new email or phone is not applied here: the answer keeps the old
 * one and says where a code was sent (pending_contact_change); verify-contact.ts applies it.
 */
export const updateProfile = async (body: ProfileUpdate) => (await apiRequest<ProfileUpdateResult>(PROFILE_PATH, { method: 'PUT', body })).response_body;

/** The server answers with the whole profile, so the cache is replaced rather than refetched. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ pending_contact_change: _pending, ...profile }) => queryClient.setQueryData<Profile>(accountKeys.profile, profile),
  });
}
