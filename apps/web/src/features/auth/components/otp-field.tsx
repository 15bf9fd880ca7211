import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@bazaar/contracts/constants';
import { TextField } from './text-field';

/** Spec §5 numeric-only inputs: a printable key other than a digit is blocked. */
export function blockNonDigitKey(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
  }
}

type Props = { value: string; onValueChange: (value: string) => void; error?: string | null };

/**
 * The 6-digit code: digits only, offered by the phone's keyboard and SMS autofill. No maxLength:
 * the browser would cut a pasted "123 456" before the spaces are dropped; the cap is applied here.
 */
export function OtpField({ value, onValueChange, error }: Props) {
  const { t } = useTranslation('common');
  return (
    <TextField
      label={t('otp_label')}
      value={value}
      onValueChange={(next) => onValueChange(next.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      onKeyDown={blockNonDigitKey}
      error={error}
      name="otp"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      autoFocus
      inputClassName="text-center font-mono text-xl tracking-[0.5em]"
    />
  );
}
