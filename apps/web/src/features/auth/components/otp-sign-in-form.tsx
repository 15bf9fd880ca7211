import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenSet } from '@bazaar/contracts';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSignIn } from '../api/sign-in';
import { errorMessage } from '@/lib/error-message';
import { useCodeStep } from '../hooks/use-code-step';
import { identifierError } from '../identifier-check';
import { IdentifierField } from '@/components/ui/identifier-field';
import { CodeEntry, SendCodeActions } from './code-step-fields';

type Props = { identifier: string; onIdentifierChange: (value: string) => void; onSignedIn: (tokens: TokenSet) => Promise<void> };

/** Sign in with a code: identifier, "send code", then the 6 digits. */
export function OtpSignInForm({ identifier, onIdentifierChange, onSignedIn }: Props) {
  const { t } = useTranslation(['signin', 'common']);
  const step = useCodeStep('signin');
  const signIn = useSignIn();
  const [identifierProblem, setIdentifierProblem] = useState<string | null>(null);

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    const problem = identifierError(identifier, t);
    setIdentifierProblem(problem);
    if (!problem) await step.sendCode(identifier.trim());
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (!step.checkCode() || !step.sentTo) return;
    step.setError(null);
    try {
      await onSignedIn(await signIn.mutateAsync({ identifier: step.sentTo, otp: step.code }));
    } catch (failure) {
      step.setError(errorMessage(failure, t));
    }
  }

  if (!step.sentTo) {
    return (
      <form noValidate onSubmit={requestCode} className="flex flex-col gap-4" aria-label={t('signin:with_code')}>
        <IdentifierField value={identifier} onValueChange={onIdentifierChange} error={identifierProblem} autoFocus />
        <SendCodeActions step={step} />
      </form>
    );
  }
  return (
    <form noValidate onSubmit={submitCode} className="flex flex-col gap-4" aria-label={t('signin:with_code')}>
      <CodeEntry step={step} />
      <FormAlert error={step.error} />
      <SubmitButton className="w-full" pending={signIn.isPending} pendingLabel={t('signin:signing_in')}>
        {t('signin:sign_in')}
      </SubmitButton>
    </form>
  );
}
