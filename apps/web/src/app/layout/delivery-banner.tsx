import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '@/lib/format';
import { useStore } from '@/lib/store-context';

/**
 * The strip above the header says what delivery costs in this store, from its own settings, so
 * the promise matches what checkout charges: free everywhere, free from a vendor's minimum, or
 * nothing said when delivery is always charged.
 */
export function DeliveryBanner() {
  const { t } = useTranslation('header');
  const { settings, currency } = useStore();
  const money = useFormatPrice();
  const { delivery_fee: fee, free_delivery_from: freeFrom } = settings.store_delivery_settings;
  const text = fee === 0 ? t('free_delivery_always') : freeFrom > 0 ? t('free_delivery_from', { amount: money(freeFrom, currency, 0) }) : null;
  if (!text) return null;
  return <p className="bg-primary px-4 py-1.5 text-center text-xs font-medium text-primary-fg sm:text-sm">{text}</p>;
}
