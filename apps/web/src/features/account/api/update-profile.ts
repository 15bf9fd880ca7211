import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';
import { PROFILE_PATH } from './get-profile';

/** Only the fields being changed; email, phone and date of birth may be cleared with null. */
export type ProfileUpdate = Partial<Pick<Profile, 'name' | 'email' | 'phone' | 'gender' | 'date_of_birth'>>;

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
