import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpPurpose } from '@bazaar/contracts';
import { OTP_LENGTH } from '@bazaar/contracts/constants';
import { errorMessage } from '@/lib/error-message';
import { useOtpRequest } from './use-otp-request';

/**
 * The shared two steps of every code flow (sign-up, sign-in with a code, password reset): ask for
 * a code for an identifier, then collect the 6 digits. Holds the form's error line too.
 */
export function useCodeStep(purpose: OtpPurpose) {
  const { t } = useTranslation('common');
  const request = useOtpRequest(purpose);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** Sends a code; true when it went out. */
  async function sendCode(identifier: string): Promise<boolean> {
    setError(null);
    try {
      await request.send(identifier);
      return true;
    } catch (failure) {
      setError(errorMessage(failure, t));
      return false;
    }
  }

  function resend() {
    if (!request.sentTo) return;
    setCode('');
    void sendCode(request.sentTo);
  }

  function changeIdentifier() {
    request.reset();
    setCode('');
    setCodeError(null);
    setError(null);
  }

  /** Checks the code before it is sent; false shows the inline message. */
  function checkCode(): boolean {
    const complete = code.length === OTP_LENGTH;
    setCodeError(complete ? null : t('otp_incomplete'));
    return complete;
  }

  return {
    sentTo: request.sentTo,
    sending: request.sending,
    secondsLeft: request.secondsLeft,
    code,
    setCode,
    codeError,
    checkCode,
    error,
    setError,
    sendCode,
    resend,
    changeIdentifier,
  };
}

export type CodeStep = ReturnType<typeof useCodeStep>;
