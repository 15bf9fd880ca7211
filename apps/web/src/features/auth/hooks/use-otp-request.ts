import { useCallback, useState } from 'react';
import type { OtpPurpose } from '@bazaar/contracts';
import { ApiError } from '@/lib/api-client';
import { useCountdown } from '@/lib/use-countdown';
import { useSendOtp } from '../api/send-otp';

/**
 * Asking for a code: sends it, remembers where it went and counts down until another may be
 * asked for (resend_after, or the Retry-After of a 429). Errors are thrown for the form to show.
 */
export function useOtpRequest(purpose: OtpPurpose) {
  const mutation = useSendOtp();
  const { mutateAsync } = mutation;
  const countdown = useCountdown();
  const { start } = countdown;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = useCallback(
    async (identifier: string) => {
      try {
        const result = await mutateAsync({ identifier, purpose });
        setSentTo(identifier);
        start(result.resend_after);
      } catch (error) {
        if (error instanceof ApiError && error.retryAfter !== null) start(error.retryAfter);
        throw error;
      }
    },
    [mutateAsync, purpose, start],
  );

  const reset = useCallback(() => setSentTo(null), []);

  return { send, reset, sending: mutation.isPending, sentTo, secondsLeft: countdown.secondsLeft };
}
