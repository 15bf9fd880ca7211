import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate, ProfileUpdateResult } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { accountKeys } from './account-keys';

/**
 * Saves the changed fields. A new email or phone is not applied here: the answer keeps the old
 * one and says where a code was sent (pending_contact_change); verify-contact.ts applies it.
 */
export const updateProfile = (body: ProfileUpdate): Promise<ProfileUpdateResult> => bodyOf(api.PUT('/cfs/rest/v3/profile', { body }));

/** The server answers with the whole profile, so the cache is replaced rather than refetched. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ pending_contact_change: _pending, ...profile }) => queryClient.setQueryData<Profile>(accountKeys.profile, profile),
  });
}
