import { useMutation } from '@tanstack/react-query';
import type { TokenSet } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

export type SignUpInput = { name: string; identifier: string; otp: string };

/** Creates the account with a code sent for purpose "signup" and signs it in. */
export const signUp = async (input: SignUpInput) =>
  (await apiRequest<TokenSet>('/ums/rest/v3/signup', { method: 'POST', body: input })).response_body;

export const useSignUp = () => useMutation({ mutationFn: signUp });
