import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OTP_LENGTH } from '@bazaar/contracts/constants';
import { CodeField } from '@/components/ui/code-field';
import { IdentifierField } from '@/components/ui/identifier-field';
import { FormAlert } from '@/components/ui/form-alert';
import { ResendCodeButton } from '@/components/ui/resend-code-button';
import { SubmitButton } from '@/components/ui/submit-button';
import { textLinkClassName } from '@/components/ui/text-link';
import { useStore } from '@/lib/store-context';
import { useVendorSignIn } from '../hooks/use-vendor-sign-in';

/** The console's sign-in card: phone number or email, then the code sent to it. */
export function VendorSignIn({ sessionEnded }: { sessionEnded: boolean }) {
  const { t } = useTranslation(['vendor', 'common']);
  const { store } = useStore();
  const step = useVendorSignIn();
  return (
    <div className="flex flex-1 items-center justify-center bg-muted px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <section aria-labelledby="vendor-sign-in-title" className="rounded-2xl border border-line bg-page p-6 shadow-sm sm:p-8">
          <p className="text-center text-sm font-medium text-muted-fg">{store.store_display_name}</p>
          <h1 id="vendor-sign-in-title" className="mt-1 text-center text-2xl font-semibold tracking-tight">
            {t('vendor:title')}
          </h1>
          <p className="mt-2 text-center text-sm text-muted-fg">{t('vendor:sign_in_subtitle')}</p>
          {sessionEnded && (
            <p role="status" className="mt-4 rounded-lg border border-line bg-muted px-3 py-2 text-sm">
              {t('vendor:session_ended')}
            </p>
          )}
          <div className="mt-6">
            {step.sentTo === null ? (
              <form noValidate onSubmit={(e) => void step.requestCode(e)} className="flex flex-col gap-4" aria-label={t('vendor:sign_in_form')}>
                <IdentifierField value={step.identifier} onValueChange={step.setIdentifier} error={step.identifierError} autoFocus />
                <FormAlert error={step.error} />
                <SubmitButton className="w-full" pending={step.sending} pendingLabel={t('common:sending_code')}>
                  {t('common:send_code')}
                </SubmitButton>
              </form>
            ) : (
              <form noValidate onSubmit={(e) => void step.submitCode(e)} className="flex flex-col gap-4" aria-label={t('vendor:sign_in_form')}>
                <div className="flex flex-col gap-2 text-sm">
                  <p className="text-muted-fg">
                    {t('common:otp_sent_to', { identifier: step.sentTo })}{' '}
                    <button type="button" className={textLinkClassName} onClick={step.changeIdentifier}>
                      {t('common:change_identifier')}
                    </button>
                  </p>
                  <p>
                    <ResendCodeButton secondsLeft={step.secondsLeft} sending={step.sending} onResend={step.resend} />
                  </p>
                </div>
                <CodeField length={OTP_LENGTH} value={step.code} onValueChange={step.setCode} error={step.codeError} />
                <FormAlert error={step.error} />
                <SubmitButton className="w-full" pending={step.signingIn} pendingLabel={t('vendor:signing_in')}>
                  {t('vendor:sign_in')}
                </SubmitButton>
              </form>
            )}
          </div>
        </section>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="rounded font-medium text-muted-fg underline-offset-4 hover:underline focus-visible:focus-ring">
            {t('common:back_to_shop')}
          </Link>
        </p>
      </div>
    </div>
  );
}
