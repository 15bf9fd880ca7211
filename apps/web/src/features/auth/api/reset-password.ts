import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput } from '@bazaar/contracts';
import { PASSWORD_RESET_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';

/** Sets a new password with a code sent for purpose "password"; the server ends every session. */
export const resetPassword = async (input: PasswordResetInput) => {
  await apiRequest<null>(PASSWORD_RESET_PATH, { method: 'POST', body: input });
};

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
