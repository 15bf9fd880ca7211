import { useMutation } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { vendorApi } from './vendor-client';

/** Sends a vendor user a 6-digit code; the answer is the same whether or not they are one. */
export const sendVendorCode = (identifier: string) => bodyOf(vendorApi.POST('/vms/rest/v3/auth/otp', { body: { identifier } }));

export const useSendVendorCode = () => useMutation({ mutationFn: sendVendorCode });
