import { useMutation } from '@tanstack/react-query';
import type { OtpPurpose } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

export type SendOtpInput = { identifier: string; purpose: OtpPurpose };
export type SendOtpResult = { expires_in: number; resend_after: number };

/** Sends a 6-digit code to a phone number or email; a 429 carries Retry-After. */
export const sendOtp = async (input: SendOtpInput) =>
  (await apiRequest<SendOtpResult>('/ums/rest/v3/otp/send', { method: 'POST', body: input })).response_body;

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
