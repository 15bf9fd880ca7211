import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@bazaar/contracts';
import { api, bodyOf, rawBody } from '@/lib/api';
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
export const uploadAvatar = (file: File) => bodyOf(api.PUT('/cfs/rest/v3/profile/avatar', rawBody(file)));

export const removeAvatar = () => bodyOf(api.DELETE('/cfs/rest/v3/profile/avatar'));

/** Both answer with the whole profile, which replaces the cached one. */
export function useAvatarMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (profile: Profile) => queryClient.setQueryData(accountKeys.profile, profile);
  return {
    upload: useMutation({ mutationFn: uploadAvatar, onSuccess }),
    remove: useMutation({ mutationFn: removeAvatar, onSuccess }),
  };
}
