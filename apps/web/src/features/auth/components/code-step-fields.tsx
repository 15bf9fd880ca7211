import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@bazaar/contracts/constants';
import { CodeField } from '@/components/ui/code-field';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import type { CodeStep } from '../hooks/use-code-step';
import { CodeSent } from './code-sent';

/** The end of every "send me a code" form: the error, if any, and the send button. */
export function SendCodeActions({ step }: { step: CodeStep }) {
  const { t } = useTranslation('common');
  return (
    <>
      <FormAlert error={step.error} />
      <SubmitButton className="w-full" pending={step.sending} pendingLabel={t('sending_code')}>
        {t('send_code')}
      </SubmitButton>
    </>
  );
}

/** Where the code went (with resend and change), then the 6-digit input. */
export function CodeEntry({ step }: { step: CodeStep }) {
  return (
    <>
      <CodeSent
        sentTo={step.sentTo!}
        secondsLeft={step.secondsLeft}
        resending={step.sending}
        onResend={step.resend}
        onChangeIdentifier={step.changeIdentifier}
      />
      <CodeField length={OTP_LENGTH} value={step.code} onValueChange={step.setCode} error={step.codeError} />
    </>
  );
}
