import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetInput } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';
import { restoreSession } from '@/lib/api-client';
import { currentRealm } from '@/lib/realm';
import { accountKeys } from './account-keys';

/**
 * A code for purpose "password" to the customer's own phone or email. Signed-in calls carry the
 * token and no realm-name header, so the store is named in the query instead.
 */
export const sendPasswordCode = (identifier: string) =>
  bodyOf(
    api.POST('/ums/rest/v3/otp/send', {
      params: { query: { 'realm-name': currentRealm() } },
      body: { identifier, purpose: 'password' },
    }),
  );

/**
 * Sets the password. Sent with a live access token, the server keeps this session and signs out
 * every other one; so an access token that lapsed while the code was typed is renewed first.
 */
export async function setPassword(input: PasswordResetInput): Promise<void> {
  await restoreSession();
  await api.POST('/ums/rest/v3/password/reset', { body: input });
}

export const useSendPasswordCode = () => useMutation({ mutationFn: sendPasswordCode });

/** Afterwards has_password is true and the other devices are gone: both are read again. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.profile }), queryClient.invalidateQueries({ queryKey: accountKeys.sessions })]),
  });
}
