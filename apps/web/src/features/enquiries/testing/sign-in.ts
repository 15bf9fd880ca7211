import { act } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';

/** Signed in, with times shown in UTC, for every test of the file; toasts and fetch cleaned up after each. */
export function signInForEnquiryTests() {
  beforeEach(() => {
    document.cookie = 'access_token=x; path=/';
    vi.stubEnv('TZ', 'UTC');
  });
  afterEach(() => {
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    act(() => {
      sonnerToast.dismiss();
    });
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });
}
