import { useMutation } from '@tanstack/react-query';
import type { SignupInput, TokenSet } from '@bazaar/contracts';
import { SIGNUP_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';

/** Creates the account with a code sent for purpose "signup" and signs it in. */
export const signUp = async (input: SignupInput) => (await apiRequest<TokenSet>(SIGNUP_PATH, { method: 'POST', body: input })).response_body;

export const useSignUp = () => useMutation({ mutationFn: signUp });
