import { useMutation } from '@tanstack/react-query';
import { bodyOf } from '@/lib/api';
import { saveVendorSession } from '../vendor-session';
import { vendorApi } from './vendor-client';

export type VendorSignInInput = { identifier: string; otp: string };

export const signInVendor = (input: VendorSignInInput) => bodyOf(vendorApi.POST('/vms/rest/v3/auth/sign-in', { body: input }));

/** Swaps the code for the vendor token and keeps it for this tab. */
export const useSignInVendor = () => useMutation({ mutationFn: signInVendor, onSuccess: (session) => saveVendorSession(session) });
