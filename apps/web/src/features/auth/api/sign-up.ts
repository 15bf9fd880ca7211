import { useMutation } from '@tanstack/react-query';
import type { SignupInput } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';

/** Creates the account with a code sent for purpose "signup" and signs it in. */
export const signUp = (input: SignupInput) => bodyOf(api.POST('/ums/rest/v3/signup', { body: input }));

export const useSignUp = () => useMutation({ mutationFn: signUp });
