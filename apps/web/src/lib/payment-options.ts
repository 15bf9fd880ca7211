import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store-context';

/**
 * The ways to pay the store really offers (store_payment_options, from its active payment
 * methods), named in the page's language as one list: "cash on delivery or card". Null when the
 * store takes no payment at all, so nothing is advertised.
 */
export function usePaymentOptions(): string | null {
  const { settings, language } = useStore();
  const { t } = useTranslation('common');
  const names = settings.store_payment_options.map((option) => t(`common:payment_option_${option}`));
  return names.length ? new Intl.ListFormat(language.replace('_', '-'), { type: 'disjunction' }).format(names) : null;
}
