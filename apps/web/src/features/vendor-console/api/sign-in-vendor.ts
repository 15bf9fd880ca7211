import { useMutation } from '@tanstack/react-query';
import type { VendorSession } from '@bazaar/contracts';
import { VENDOR_SIGN_IN_PATH } from '@bazaar/contracts/constants';
import { saveVendorSession } from '../vendor-session';
import { vendorSignInRequest } from './vendor-client';

export type VendorSignInInput = { identifier: string; otp: string };

export const signInVendor = (input: VendorSignInInput) => vendorSignInRequest<VendorSession>(VENDOR_SIGN_IN_PATH, input);

/** Swaps the code for the vendor token and keeps it for this tab. */
export const useSignInVendor = () => useMutation({ mutationFn: signInVendor, onSuccess: (session) => saveVendorSession(session) });
