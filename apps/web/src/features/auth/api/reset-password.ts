import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ResetPasswordInput = { identifier: string; otp: string; password: string };

/** Sets a new password with a code sent for purpose "password"; the server ends every session. */
export const resetPassword = async (input: ResetPasswordInput) => {
  await apiRequest<null>('/ums/rest/v3/password/reset', { method: 'POST', body: input });
};

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
