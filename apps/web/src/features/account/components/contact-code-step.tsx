import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactVerifyBody, type PendingContactChange } from '@bazaar/contracts';
import { OTP_LENGTH } from '@bazaar/contracts/constants';
import { Button } from '@/components/ui/button';
import { FormCodeField } from '@/components/ui/form-code-field';
import { FormAlert } from '@/components/ui/form-alert';
import { useSchemaForm } from '@/components/ui/schema-form';
import { ResendCodeButton } from '@/components/ui/resend-code-button';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { useCountdown } from '@/lib/use-countdown';
import { useUpdateProfile } from '../api/update-profile';
import { useVerifyContact } from '../api/verify-contact';

/** Keeps an email or a "+91…" number whole and in its own direction inside a sentence of any language. */
const isolate = (text: string) => `\u2068${text}\u2069`;

type Props = {
  /** Where the code went, as PUT /profile answered. */
  pending: PendingContactChange;
  /** Closes the editor, whether the change was confirmed or given up. */
  onDone: () => void;
};

/**
 * The second step of changing the email or phone: the code sent to the new contact. Asking
 * again is the same PUT as before, allowed once the countdown ends. Giving up leaves the old
 * contact in place; the code simply expires.
 */
export function ContactCodeStep({ pending: first, onDone }: Props) {
  const { t } = useTranslation(['user_details', 'common']);
  const titleId = useId();
  const sentId = useId();
  const [pending, setPending] = useState(first);
  const [resendFailure, setResendFailure] = useState<unknown>(null);
  const verify = useVerifyContact();
  const resend = useUpdateProfile();
  const { secondsLeft, start } = useCountdown();
  const { form, formRef } = useSchemaForm({
    schema: ContactVerifyBody,
    defaultValues: { otp: '' },
    toInput: ({ otp }: { otp: string }) => ({ [pending.channel]: pending.to, otp }),
  });

  useEffect(() => {
    start(first.resend_after);
  }, [first, start]);

  // The step is shorter than the form it replaces: on a phone its top would be left above the
  // screen, under the sticky header, with only the buttons in sight. (A block body: Chromium's
  // scrollIntoView returns a promise, which React would take for a cleanup function.)
  useEffect(() => {
    formRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [formRef]);

  const confirm = form.handleSubmit(async (body) => {
    setResendFailure(null);
    try {
      await verify.mutateAsync(body);
    } catch {
      // A wrong or expired code: clear it for the next try; the message is shown in the form.
      form.setValue('otp', '');
      form.setFocus('otp');
      return;
    }
    toast.success(t(`user_details:contact_changed_${pending.channel}`));
    onDone();
  });

  async function sendAgain() {
    setResendFailure(null);
    verify.reset();
    try {
      const next = (await resend.mutateAsync({ [pending.channel]: pending.to })).pending_contact_change;
      if (next) {
        setPending(next);
        start(next.resend_after);
      }
      form.setValue('otp', '');
      form.setFocus('otp');
    } catch (error) {
      // A 429 says when another code may be asked for.
      if (error instanceof ApiError && error.retryAfter !== null) start(error.retryAfter);
      setResendFailure(error);
    }
  }

  // The common answers in the page's language; a 429 keeps the server's words, which say how long to wait.
  const verifyFailure =
    verify.error instanceof ApiError && verify.error.status === 400
      ? t('user_details:contact_code_wrong')
      : verify.error instanceof ApiError && verify.error.status === 409
        ? t(`user_details:contact_taken_${pending.channel}`)
        : verify.error;
  const minutes = Math.max(1, Math.round(pending.expires_in / 60));
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void confirm(e)}
      aria-labelledby={titleId}
      className="flex scroll-mt-40 flex-col gap-4 text-start md:scroll-mt-28"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {t(`user_details:contact_code_title_${pending.channel}`)}
        </h2>
        <p id={sentId} className="text-sm">
          {t('common:otp_sent_to', { identifier: isolate(pending.to) })}
        </p>
        <p className="text-sm text-muted-fg">{t(`user_details:contact_code_until_${pending.channel}`)}</p>
      </div>
      <div className="max-w-xs">
        <FormCodeField
          control={form.control}
          name="otp"
          length={OTP_LENGTH}
          error={form.formState.errors.otp ? t('common:otp_incomplete') : null}
          describedBy={sentId}
          hint={t('user_details:contact_code_expires', { count: minutes })}
        />
      </div>
      <p className="text-sm">
        <ResendCodeButton secondsLeft={secondsLeft} sending={resend.isPending} onResend={() => void sendAgain()} />
      </p>
      <FormAlert error={verifyFailure ?? resendFailure} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={verify.isPending} pendingLabel={t('user_details:contact_confirming')}>
          {t('user_details:contact_confirm')}
        </SubmitButton>
        <Button variant="tertiary" onClick={onDone} disabled={verify.isPending}>
          {t('common:cancel')}
        </Button>
      </div>
    </form>
  );
}
