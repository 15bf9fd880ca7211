import { useMutation } from '@tanstack/react-query';
import type { OtpSendInput } from '@bazaar/contracts';
import { api, bodyOf } from '@/lib/api';

/** Sends a 6-digit code to a phone number or email; a 429 carries Retry-After. */
export const sendOtp = (input: OtpSendInput) => bodyOf(api.POST('/ums/rest/v3/otp/send', { body: input }));

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
