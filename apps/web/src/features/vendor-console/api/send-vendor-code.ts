import { useMutation } from '@tanstack/react-query';
import type { OtpSent } from '@bazaar/contracts';
import { VENDOR_OTP_PATH } from '@bazaar/contracts/constants';
import { vendorSignInRequest } from './vendor-client';

/** Sends a vendor user a 6-digit code; the answer is the same whether or not they are one. */
export const sendVendorCode = (identifier: string) => vendorSignInRequest<OtpSent>(VENDOR_OTP_PATH, { identifier });

export const useSendVendorCode = () => useMutation({ mutationFn: sendVendorCode });
