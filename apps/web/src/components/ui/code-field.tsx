import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { blockNonDigitKeys, digitsOnly } from './digits';
import { TextField } from './field';

export interface CodeFieldProps {
  /** How many digits the code has. */
  length: number;
  value: string;
  onValueChange: (digits: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  error?: string | null;
  hint?: string;
  /** Ids of text elsewhere that describes the code, e.g. where it was sent. */
  describedBy?: string;
  autoFocus?: boolean;
}

/**
 * A one-time code: digits only, offered by the phone's keyboard and SMS autofill. No maxLength:
 * the browser would cut a pasted "123 456" before its space is dropped; the cap is applied here.
 */
export function CodeField({ length, value, onValueChange, onBlur, ref, error, hint, describedBy, autoFocus = true }: CodeFieldProps) {
  const { t } = useTranslation('common');
  return (
    <TextField
      ref={ref}
      label={t('common:otp_label')}
      hint={hint}
      describedBy={describedBy}
      error={error}
      name="otp"
      type="text"
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onValueChange(digitsOnly(e.target.value, length))}
      onBlur={onBlur}
      onKeyDown={blockNonDigitKeys}
      inputClassName="text-center font-mono text-xl tracking-[0.5em]"
    />
  );
}
