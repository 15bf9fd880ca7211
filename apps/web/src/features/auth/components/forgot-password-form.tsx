import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenSet } from '@bazaar/contracts';
import { PASSWORD_MIN_LENGTH } from '@bazaar/contracts/constants';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useResetPassword } from '../api/reset-password';
import { useSignIn } from '../api/sign-in';
import { errorMessage } from '@/lib/error-message';
import { useCodeStep } from '../hooks/use-code-step';
import { identifierError } from '../identifier-check';
import { IdentifierField } from '@/components/ui/identifier-field';
import { CodeEntry, SendCodeActions } from './code-step-fields';

type Props = {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  onSignedIn: (tokens: TokenSet) => Promise<void>;
  /** The password is set but signing in with it failed: continue on the password form. */
  onResetWithoutSignIn: () => void;
};

/** Forgotten password: a code for purpose "password", then the code and a new password, then sign in. */
export function ForgotPasswordForm({ identifier, onIdentifierChange, onSignedIn, onResetWithoutSignIn }: Props) {
  const { t } = useTranslation(['signin', 'common']);
  const step = useCodeStep('password');
  const reset = useResetPassword();
  const signIn = useSignIn();
  const [password, setPassword] = useState('');
  const [identifierProblem, setIdentifierProblem] = useState<string | null>(null);
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    const problem = identifierError(identifier, t);
    setIdentifierProblem(problem);
    if (!problem) await step.sendCode(identifier.trim());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const codeOk = step.checkCode();
    const shortPassword = password.length < PASSWORD_MIN_LENGTH;
    setPasswordProblem(shortPassword ? t('common:password_too_short', { count: PASSWORD_MIN_LENGTH }) : null);
    if (!codeOk || shortPassword || !step.sentTo) return;
    step.setError(null);
    try {
      await reset.mutateAsync({ identifier: step.sentTo, otp: step.code, password });
    } catch (failure) {
      step.setError(errorMessage(failure, t));
      return;
    }
    let tokens: TokenSet;
    try {
      tokens = await signIn.mutateAsync({ identifier: step.sentTo, password });
    } catch {
      onResetWithoutSignIn();
      return;
    }
    await onSignedIn(tokens);
  }

  if (!step.sentTo) {
    return (
      <form noValidate onSubmit={requestCode} className="flex flex-col gap-4" aria-label={t('signin:forgot_title')}>
        <IdentifierField value={identifier} onValueChange={onIdentifierChange} error={identifierProblem} autoFocus />
        <SendCodeActions step={step} />
      </form>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('signin:forgot_title')}>
      <CodeEntry step={step} />
      <PasswordField
        label={t('signin:new_password')}
        hint={t('common:password_hint', { count: PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        autoComplete="new-password"
        error={passwordProblem}
      />
      <FormAlert error={step.error} />
      <SubmitButton className="w-full" pending={reset.isPending || signIn.isPending} pendingLabel={t('signin:setting_password')}>
        {t('signin:reset_and_sign_in')}
      </SubmitButton>
    </form>
  );
}
