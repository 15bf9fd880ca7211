import { useMutation } from '@tanstack/react-query';
import type { OtpSendInput, OtpSent } from '@bazaar/contracts';
import { OTP_SEND_PATH } from '@bazaar/contracts/constants';
import { apiRequest } from '@/lib/api-client';

/** Sends a 6-digit code to a phone number or email; a 429 carries Retry-After. */
export const sendOtp = async (input: OtpSendInput) => (await apiRequest<OtpSent>(OTP_SEND_PATH, { method: 'POST', body: input })).response_body;

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
