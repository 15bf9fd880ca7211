import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordResetBody } from '@bazaar/contracts';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bazaar/contracts/constants';
import { Button } from '@/components/ui/button';
import { FormCodeField } from '@/components/ui/form-code-field';
import { FormAlert } from '@/components/ui/form-alert';
import { PasswordField } from '@/components/ui/password-field';
import { ResendCodeButton } from '@/components/ui/resend-code-button';
import { useSchemaForm } from '@/components/ui/schema-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { formatMmSs } from '@/lib/format';
import { useCountdown } from '@/lib/use-countdown';
import { useSendPasswordCode, useSetPassword } from '../api/password';

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
 * customer's own phone or email, then the 6 digits and the new password, checked with the
 * password-reset body's own schema before anything is sent.
 */
export function PasswordCodeFlow({ identifier, title, onDone, onCancel }: Props) {
  const { t } = useTranslation(['user_details', 'common']);
  const send = useSendPasswordCode();
  const save = useSetPassword();
  const { secondsLeft, start } = useCountdown();
  const [sent, setSent] = useState(false);
  const [sendFailure, setSendFailure] = useState<unknown>(null);
  const { form, formRef } = useSchemaForm({
    schema: PasswordResetBody,
    defaultValues: { otp: '', password: '' },
    toInput: (values: { otp: string; password: string }) => ({ identifier, ...values }),
  });
  const passwordKind = form.formState.errors.password?.type;

  async function sendCode() {
    setSendFailure(null);
    save.reset();
    try {
      const result = await send.mutateAsync(identifier);
      setSent(true);
      form.setValue('otp', '');
      start(result.resend_after);
    } catch (error) {
      // A 429 says when another code may be asked for.
      if (error instanceof ApiError && error.retryAfter !== null) start(error.retryAfter);
      setSendFailure(error);
    }
  }

  const submit = form.handleSubmit(async (body) => {
    setSendFailure(null);
    try {
      await save.mutateAsync(body);
    } catch {
      return; // save.error is shown in the form
    }
    toast.success(t('user_details:password_saved'));
    onDone();
  });

  const cancel = (
    <Button variant="ghost" onClick={onCancel}>
      {t('common:cancel')}
    </Button>
  );

  if (!sent) {
    return (
      <div role="group" aria-label={title} className="flex flex-col gap-3 text-start">
        <p className="text-sm">
          {t('user_details:password_code_intro')}{' '}
          <span dir="ltr" className="font-medium">
            {identifier}
          </span>
        </p>
        <FormAlert error={sendFailure} />
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
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-label={title} className="flex flex-col gap-4 text-start">
      <div className="flex flex-col gap-1 text-sm">
        <p className="text-muted-fg">{t('common:otp_sent_to', { identifier })}</p>
        <p>
          <ResendCodeButton secondsLeft={secondsLeft} sending={send.isPending} onResend={() => void sendCode()} />
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormCodeField control={form.control} name="otp" length={OTP_LENGTH} error={form.formState.errors.otp ? t('common:otp_incomplete') : null} />
        <PasswordField
          label={t('user_details:new_password')}
          hint={t('common:password_hint', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          error={
            passwordKind === 'too_long'
              ? t('user_details:password_too_long', { count: PASSWORD_MAX_LENGTH })
              : passwordKind
                ? t('common:password_too_short', { count: PASSWORD_MIN_LENGTH })
                : null
          }
          {...form.register('password')}
        />
      </div>
      <FormAlert error={save.error ?? sendFailure} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={save.isPending} pendingLabel={t('user_details:saving_password')}>
          {t('user_details:save_password')}
        </SubmitButton>
        {cancel}
      </div>
    </form>
  );
}
