import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password with a show/hide toggle, so a long password can be checked before it is sent. */
export function PasswordField({ autoComplete, name, ...props }: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      // Password managers tell a sign-in from a new password by these.
      name={name ?? (autoComplete === 'new-password' ? 'new-password' : 'password')}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          className="rounded-md px-2 py-1 text-xs font-medium text-muted-fg hover:bg-muted focus-visible:focus-ring"
        >
          {t('common:show_password')}
        </button>
      }
    />
  );
}
