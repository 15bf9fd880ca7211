import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@bazaar/contracts/constants';
import { controlClassName, type ControlProps } from './form-field';

/** A printable key other than a digit is blocked (spec §5 numeric-only inputs). */
function blockNonDigitKey(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault();
  }
}

type InputProps = { control: ControlProps; value: string; onValueChange: (value: string) => void; invalid: boolean };

/**
 * The 6-digit code: digits only, offered by the phone's keyboard and SMS autofill. No maxLength:
 * a pasted "123 456" would be cut before its space is dropped; the cap is applied here instead.
 */
export function CodeInput({ control, value, onValueChange, invalid }: InputProps) {
  return (
    <input
      {...control}
      type="text"
      name="otp"
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      autoFocus
      value={value}
      onChange={(e) => onValueChange(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      onKeyDown={blockNonDigitKey}
      className={`${controlClassName(invalid)} text-center font-mono text-lg tracking-[0.4em]`}
    />
  );
}

/** A new password with a show/hide toggle, so it can be checked before it is saved. */
export function NewPasswordInput({ control, value, onValueChange, invalid }: InputProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...control}
        type={visible ? 'text' : 'password'}
        name="new-password"
        autoComplete="new-password"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        className={`${controlClassName(invalid)} pe-32`}
      />
      <div className="absolute inset-y-0 end-1 flex items-center">
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="rounded-md px-2 py-1 text-xs font-medium text-muted-fg hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          {t('common:show_password')}
        </button>
      </div>
    </div>
  );
}
