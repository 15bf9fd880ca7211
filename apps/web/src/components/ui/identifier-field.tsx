import { useTranslation } from 'react-i18next';
import { DEFAULT_PHONE_EXTENSION } from '@bazaar/contracts/constants';
import { TextField } from '@/components/ui/field';

type Props = { value: string; onValueChange: (value: string) => void; error?: string | null; autoFocus?: boolean; disabled?: boolean };

/** A phone number or an email; the server adds +91 to a bare 10-digit number. */
export function IdentifierField({ value, onValueChange, error, autoFocus, disabled }: Props) {
  const { t } = useTranslation('common');
  return (
    <TextField
      label={t('identifier_label')}
      hint={t('identifier_hint', { extension: DEFAULT_PHONE_EXTENSION })}
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      error={error}
      name="identifier"
      type="text"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      autoFocus={autoFocus}
      disabled={disabled}
    />
  );
}
