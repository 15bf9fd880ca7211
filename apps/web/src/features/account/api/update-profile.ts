import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@bazaar/contracts';
import { PROFILE_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export const updateProfile = async (body: ProfileUpdate) =>
  (await apiRequest<Profile>(PROFILE_PATH, { method: 'PUT', body })).response_body;

/** The server answers with the whole profile, so the cache is replaced rather than refetched. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile, profile),
  });
}
