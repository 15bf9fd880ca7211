import { useMutation } from '@tanstack/react-query';
import type { TokenSet } from '@bazaar/contracts';
import { SIGNIN_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';

/** Either a code (sent for purpose "signin") or a password, never both. */
export type SignInInput = { identifier: string; otp: string } | { identifier: string; password: string };

export const signIn = async (input: SignInInput) => (await apiRequest<TokenSet>(SIGNIN_PATH, { method: 'POST', body: input })).response_body;

export const useSignIn = () => useMutation({ mutationFn: signIn });
