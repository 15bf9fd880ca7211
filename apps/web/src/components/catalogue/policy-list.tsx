import type { Policies } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import { useStore } from '@/lib/store-context';

/** Spec §4 policy labels with Yes/No, days and the cancellation charge. */
export function PolicyList({ policies, discountDetails }: { policies: Policies; discountDetails?: string }) {
  const { t } = useTranslation('product_details');
  const { currency } = useStore();
  const yesNo = (value: boolean) => (value ? t('product_details:yes') : t('product_details:no'));
  const days = (count: number) => t('product_details:days', { count });
  const rows: [string, string][] = [
    [t('product_details:return_allowed'), yesNo(policies.return_allowed)],
    [t('product_details:return_days'), days(policies.return_days)],
    [t('product_details:replacement_allowed'), yesNo(policies.replacement_allowed)],
    [t('product_details:replacement_days'), days(policies.replacement_days)],
    [t('product_details:cancellation_allowed'), yesNo(policies.cancellation_allowed)],
    [t('product_details:cancellation_charge'), formatPrice(policies.cancellation_charge, currency.symbol)],
    [t('product_details:refund_cancellation_allowed'), yesNo(policies.refund_cancellation_allowed)],
    [t('product_details:refund_cancellation_days'), days(policies.refund_cancellation_days)],
  ];
  if (discountDetails) rows.push([t('product_details:discount_details'), discountDetails]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-fg">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
