import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/field';
import { textLinkClassName } from '@/components/ui/text-link';
import { useSignUp } from './api/sign-up';
import { AuthCard } from './components/auth-card';
import { IdentifierField } from '@/components/ui/identifier-field';
import { errorMessage } from '@/lib/error-message';
import { useCodeStep } from './hooks/use-code-step';
import { useCompleteLogin } from './hooks/use-complete-login';
import { identifierError } from './identifier-check';
import { CodeEntry, SendCodeActions } from './components/code-step-fields';

/** /signup: name and a phone number or email, a code sent there, and the account is made. */
export default function SignUpPage() {
  const { t } = useTranslation(['signup', 'common']);
  const location = useLocation();
  const completeLogin = useCompleteLogin();
  const step = useCodeStep('signup');
  const signUp = useSignUp();
  const [name, setName] = useState('');
  const [identifier, setIdentifier] = useState('');
  const [problems, setProblems] = useState<{ name?: string | null; identifier?: string | null }>({});

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    const found = { name: name.trim() === '' ? t('name_required') : null, identifier: identifierError(identifier, t) };
    setProblems(found);
    if (!found.name && !found.identifier) await step.sendCode(identifier.trim());
  }

  async function createAccount(event: FormEvent) {
    event.preventDefault();
    if (!step.checkCode() || !step.sentTo) return;
    step.setError(null);
    try {
      await completeLogin(await signUp.mutateAsync({ name: name.trim(), identifier: step.sentTo, otp: step.code }));
    } catch (failure) {
      step.setError(errorMessage(failure, t));
    }
  }

  return (
    <AuthCard
      title={t('title')}
      subtitle={t('subtitle')}
      footer={
        <>
          {t('have_account')}{' '}
          <Link to="/signin" state={location.state} className={textLinkClassName}>
            {t('sign_in_link')}
          </Link>
        </>
      }
    >
      {!step.sentTo ? (
        <form noValidate onSubmit={requestCode} className="flex flex-col gap-4" aria-label={t('title')}>
          <TextField
            label={t('name_label')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={problems.name}
            name="name"
            autoComplete="name"
            maxLength={80}
            autoFocus
          />
          <IdentifierField value={identifier} onValueChange={setIdentifier} error={problems.identifier} />
          <SendCodeActions step={step} />
        </form>
      ) : (
        <form noValidate onSubmit={createAccount} className="flex flex-col gap-4" aria-label={t('title')}>
          <CodeEntry step={step} />
          <FormAlert error={step.error} />
          <SubmitButton className="w-full" pending={signUp.isPending} pendingLabel={t('creating_account')}>
            {t('create_account')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
