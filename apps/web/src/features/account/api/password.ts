import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, restoreSession } from '@/lib/api-client';
import { currentRealm } from '@/lib/realm';
import { accountKeys } from './account-keys';

export const OTP_SEND_PATH = '/ums/rest/v3/otp/send';
export const PASSWORD_RESET_PATH = '/ums/rest/v3/password/reset';

/** Mirrors PasswordSchema in @bazaar/contracts/fields. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;

export type CodeSent = { expires_in: number; resend_after: number };
export type SetPasswordInput = { identifier: string; otp: string; password: string };

/**
 * A code for purpose "password" to the customer's own phone or email. Signed-in calls carry the
 * token and no realm-name header, so the store is named in the query instead.
 */
export const sendPasswordCode = async (identifier: string) =>
  (
    await apiRequest<CodeSent>(OTP_SEND_PATH, {
      method: 'POST',
      query: { 'realm-name': currentRealm() },
      body: { identifier, purpose: 'password' },
    })
  ).response_body;

/**
 * Sets the password. Sent with a live access token, the server keeps this session and signs out
 * every other one; so an access token that lapsed while the code was typed is renewed first.
 */
export async function setPassword(input: SetPasswordInput): Promise<void> {
  await restoreSession();
  await apiRequest<null>(PASSWORD_RESET_PATH, { method: 'POST', body: input });
}

export const useSendPasswordCode = () => useMutation({ mutationFn: sendPasswordCode });

/** Afterwards has_password is true and the other devices are gone: both are read again. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.profile }),
        queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
      ]),
  });
}
