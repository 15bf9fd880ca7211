import { useTranslation } from 'react-i18next';
import type { Policies, ProductType } from '@bazaar/contracts';
import { usePolicySentences } from '@/components/catalogue/policy-sentences';

/**
 * The item's policies as bought (spec §4), in one short sentence each and only those its product
 * type can use: what may be returned, replaced or cancelled, for how many days, and what a
 * cancellation costs (in the main unit, like every amount the API gives).
 */
export function ItemPolicies({ policies, productType, money }: { policies: Policies; productType: ProductType; money: (amount: number) => string }) {
  const { t } = useTranslation('order');
  const lines = usePolicySentences(policies, productType, 'order', money);
  return (
    <ul aria-label={t('order:policies')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-fg">
      {lines.map(({ key, text }) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}
