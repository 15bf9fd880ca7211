import { useTranslation } from 'react-i18next';
import { formatMmSs } from '@/lib/format';
import { textLinkClassName } from './text-link';

type Props = { secondsLeft: number; sending: boolean; onResend: () => void };

/** "Resend code": disabled with a mm:ss countdown until the server allows another code. */
export function ResendCodeButton({ secondsLeft, sending, onResend }: Props) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className={textLinkClassName} onClick={onResend} disabled={secondsLeft > 0 || sending}>
      {secondsLeft > 0 ? t('common:resend_code_in', { time: formatMmSs(secondsLeft) }) : sending ? t('common:sending_code') : t('common:resend_code')}
    </button>
  );
}
