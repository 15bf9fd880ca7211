import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@bazaar/contracts';
import { PROFILE_AVATAR_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** What the server takes (it also checks the bytes): mirrors avatar.service.ts. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be sent, before it is sent; null when it may go. */
export function avatarFileProblem(file: File): 'type' | 'size' | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

/** The file itself is the body, with its own type as Content-Type. */
export const uploadAvatar = async (file: File) => (await apiRequest<Profile>(PROFILE_AVATAR_PATH, { method: 'PUT', rawBody: file })).response_body;

export const removeAvatar = async () => (await apiRequest<Profile>(PROFILE_AVATAR_PATH, { method: 'DELETE' })).response_body;

/** Both answer with the whole profile, which replaces the cached one. */
export function useAvatarMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (profile: Profile) => queryClient.setQueryData(accountKeys.profile, profile);
  return {
    upload: useMutation({ mutationFn: uploadAvatar, onSuccess }),
    remove: useMutation({ mutationFn: removeAvatar, onSuccess }),
  };
}
