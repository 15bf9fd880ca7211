import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

type Props = {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  error?: string | null;
  autoFocus?: boolean;
};

/** A password with a show/hide toggle, so a long password can be checked before sending. */
export function PasswordField({ label, value, onValueChange, autoComplete, hint, error, autoFocus }: Props) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      value={value}
      onValueChange={onValueChange}
      hint={hint}
      error={error}
      name={autoComplete === 'new-password' ? 'new-password' : 'password'}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="rounded-md px-2 py-1 text-xs font-medium text-muted-fg hover:bg-muted focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          {t('show_password')}
        </button>
      }
    />
  );
}
