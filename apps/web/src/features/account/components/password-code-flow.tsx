import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { formatMmSs } from '@/lib/format';
import { useCountdown } from '@/lib/use-countdown';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bazaar/contracts/constants';
import { useSendPasswordCode, useSetPassword } from '../api/password';
import { FormField } from './form-field';
import { CodeInput, NewPasswordInput } from './secret-inputs';
import { ServerError } from './server-error';
import { SubmitButton } from './submit-button';

const linkButtonClassName =
  'rounded font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none disabled:cursor-not-allowed disabled:text-muted-fg disabled:no-underline';

type Props = {
  /** The customer's own phone, or email when there is no phone: where the code goes. */
  identifier: string;
  /** The form's accessible name: "Set a password" or "Change password". */
  title: string;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * Setting or changing the password while signed in: a code for purpose "password" to the
 * customer's own phone or email, then the 6 digits and the new password.
 */
export function PasswordCodeFlow({ identifier, title, onDone, onCancel }: Props) {
  const { t } = useTranslation(['user_details', 'common']);
  const send = useSendPasswordCode();
  const save = useSetPassword();
  const { secondsLeft, start } = useCountdown();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<unknown>(null);

  async function sendCode() {
    setFailure(null);
    try {
      const result = await send.mutateAsync(identifier);
      setSent(true);
      setCode('');
      start(result.resend_after);
    } catch (error) {
      // A 429 says when another code may be asked for.
      if (error instanceof ApiError && error.retryAfter !== null) start(error.retryAfter);
      setFailure(error);
    }
  }

  function passwordProblem(): string | undefined {
    if (password.length < PASSWORD_MIN_LENGTH) return t('common:password_too_short', { count: PASSWORD_MIN_LENGTH });
    if (password.length > PASSWORD_MAX_LENGTH) return t('user_details:password_too_long', { count: PASSWORD_MAX_LENGTH });
    return undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nextCodeError = code.length === OTP_LENGTH ? undefined : t('common:otp_incomplete');
    const nextPasswordError = passwordProblem();
    setCodeError(nextCodeError);
    setPasswordError(nextPasswordError);
    if (nextCodeError || nextPasswordError) return;
    setFailure(null);
    try {
      await save.mutateAsync({ identifier, otp: code, password });
    } catch (error) {
      setFailure(error);
      return;
    }
    toast.success(t('user_details:password_saved'));
    onDone();
  }

  const cancel = (
    <Button variant="ghost" onClick={onCancel}>
      {t('common:cancel')}
    </Button>
  );

  if (!sent) {
    return (
      <div role="group" aria-label={title} className="flex flex-col gap-3 text-start">
        <p className="text-sm">
          {t('user_details:password_code_intro')} <span dir="ltr" className="font-medium">{identifier}</span>
        </p>
        <ServerError error={failure} />
        <div className="flex flex-wrap gap-2">
          <Button autoFocus onClick={() => void sendCode()} disabled={send.isPending || secondsLeft > 0} aria-busy={send.isPending || undefined}>
            {send.isPending
              ? t('common:sending_code')
              : secondsLeft > 0
                ? t('user_details:send_code_in', { time: formatMmSs(secondsLeft) })
                : t('common:send_code')}
          </Button>
          {cancel}
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={title} className="flex flex-col gap-4 text-start">
      <div className="flex flex-col gap-1 text-sm">
        <p className="text-muted-fg">{t('common:otp_sent_to', { identifier })}</p>
        <p>
          <button type="button" className={linkButtonClassName} onClick={() => void sendCode()} disabled={secondsLeft > 0 || send.isPending}>
            {secondsLeft > 0
              ? t('common:resend_code_in', { time: formatMmSs(secondsLeft) })
              : send.isPending
                ? t('common:sending_code')
                : t('common:resend_code')}
          </button>
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('common:otp_label')} error={codeError}>
          {(control) => <CodeInput control={control} value={code} onValueChange={setCode} invalid={!!codeError} />}
        </FormField>
        <FormField label={t('user_details:new_password')} hint={t('common:password_hint', { count: PASSWORD_MIN_LENGTH })} error={passwordError}>
          {(control) => <NewPasswordInput control={control} value={password} onValueChange={setPassword} invalid={!!passwordError} />}
        </FormField>
      </div>
      <ServerError error={failure} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={save.isPending} label={t('user_details:save_password')} pendingLabel={t('user_details:saving_password')} />
        {cancel}
      </div>
    </form>
  );
}
