import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenSet } from '@bazaar/contracts';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSignIn } from '../api/sign-in';
import { errorMessage } from '@/lib/error-message';
import { identifierError } from '../identifier-check';
import { IdentifierField } from '@/components/ui/identifier-field';

type Props = {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  onSignedIn: (tokens: TokenSet) => Promise<void>;
  /** Shown above the form, e.g. after a password reset whose automatic sign-in did not work. */
  notice?: string | null;
};

/** Sign in with a password instead of a code. */
export function PasswordSignInForm({ identifier, onIdentifierChange, onSignedIn, notice }: Props) {
  const { t } = useTranslation(['signin', 'common']);
  const signIn = useSignIn();
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ identifier?: string | null; password?: string | null }>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { identifier: identifierError(identifier, t), password: password === '' ? t('signin:password_required') : null };
    setProblems(found);
    if (found.identifier || found.password) return;
    setError(null);
    try {
      await onSignedIn(await signIn.mutateAsync({ identifier: identifier.trim(), password }));
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('signin:with_password')}>
      {notice && <p className="rounded-lg bg-muted px-3 py-2 text-sm">{notice}</p>}
      <IdentifierField value={identifier} onValueChange={onIdentifierChange} error={problems.identifier} autoFocus={!identifier} />
      <PasswordField
        label={t('signin:password_label')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="current-password"
        error={problems.password}
        autoFocus={!!identifier}
      />
      <FormAlert error={error} />
      <SubmitButton className="w-full" pending={signIn.isPending} pendingLabel={t('signin:signing_in')}>
        {t('signin:sign_in')}
      </SubmitButton>
    </form>
  );
}
