import { useTranslation } from 'react-i18next';
import { ResendCodeButton } from '@/components/ui/resend-code-button';
import { textLinkClassName } from '@/components/ui/text-link';

type Props = { sentTo: string; secondsLeft: number; resending: boolean; onResend: () => void; onChangeIdentifier: () => void };

/**
 * Where the code went, a way to change that, and "resend": disabled with a mm:ss countdown
 * until the server allows another code.
 */
export function CodeSent({ sentTo, secondsLeft, resending, onResend, onChangeIdentifier }: Props) {
  const { t } = useTranslation('common');
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-muted-fg">
        {t('otp_sent_to', { identifier: sentTo })}{' '}
        <button type="button" className={textLinkClassName} onClick={onChangeIdentifier}>
          {t('change_identifier')}
        </button>
      </p>
      <p>
        <ResendCodeButton secondsLeft={secondsLeft} sending={resending} onResend={onResend} />
      </p>
    </div>
  );
}
