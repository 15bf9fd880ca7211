import { useMutation } from '@tanstack/react-query';
import { api, bodyOf } from '@/lib/api';

/** Either a code (sent for purpose "signin") or a password, never both. */
export type SignInInput = { identifier: string; otp: string } | { identifier: string; password: string };

export const signIn = (input: SignInInput) => bodyOf(api.POST('/ums/rest/v3/signin', { body: input }));

export const useSignIn = () => useMutation({ mutationFn: signIn });
