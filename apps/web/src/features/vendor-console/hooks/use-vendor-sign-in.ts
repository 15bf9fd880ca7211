import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@bazaar/contracts/constants';
import { ApiError } from '@/lib/api-client';
import { useCountdown } from '@/lib/use-countdown';
import { useSendVendorCode } from '../api/send-vendor-code';
import { useSignInVendor } from '../api/sign-in-vendor';

/**
 * The console's two sign-in steps, as the shopper's code sign-in does them: a phone number or
 * email (trimmed; the server adds +91 and lower-cases), then the 6 digits, with "resend" counted
 * down from resend_after or a 429's Retry-After. Signing in stores the session, which swaps the page.
 */
export function useVendorSignIn() {
  const { t } = useTranslation('common');
  const send = useSendVendorCode();
  const signIn = useSignInVendor();
  const { secondsLeft, start } = useCountdown();
  const [identifier, setIdentifier] = useState('');
  const [identifierError, setIdentifierError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function sendCode(to: string) {
    setError(null);
    try {
      const answer = await send.mutateAsync(to);
      setSentTo(to);
      start(answer.resend_after);
    } catch (failure) {
      if (failure instanceof ApiError && failure.retryAfter !== null) start(failure.retryAfter);
      setError(failure);
    }
  }

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    const value = identifier.trim();
    setIdentifierError(value === '' ? t('common:identifier_required') : null);
    if (value !== '') await sendCode(value);
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    const complete = code.length === OTP_LENGTH;
    setCodeError(complete ? null : t('common:otp_incomplete'));
    if (!complete || !sentTo) return;
    setError(null);
    try {
      await signIn.mutateAsync({ identifier: sentTo, otp: code });
    } catch (failure) {
      setError(failure);
    }
  }

  function resend() {
    if (!sentTo) return;
    setCode('');
    void sendCode(sentTo);
  }

  function changeIdentifier() {
    setSentTo(null);
    setCode('');
    setCodeError(null);
    setError(null);
  }

  return {
    identifier,
    setIdentifier,
    identifierError,
    sentTo,
    code,
    setCode,
    codeError,
    error,
    sending: send.isPending,
    signingIn: signIn.isPending,
    secondsLeft,
    requestCode,
    submitCode,
    resend,
    changeIdentifier,
  };
}
