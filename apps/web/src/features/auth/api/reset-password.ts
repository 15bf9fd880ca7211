import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput } from '@bazaar/contracts';
import { api } from '@/lib/api';

/** Sets a new password with a code sent for purpose "password"; the server ends every session. */
export const resetPassword = async (input: PasswordResetInput) => {
  await api.POST('/ums/rest/v3/password/reset', { body: input });
};

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
