import { useTranslation } from 'react-i18next';
import type { Policies } from '@bazaar/contracts';
import { isolatedValues } from '@/components/ui/isolated-values';

/**
 * The item's policies as bought (spec §4 policy labels), in one short line each: what may be
 * returned, replaced or cancelled, for how many days, and what a cancellation costs (in the main
 * unit, like every amount the API gives).
 */
export function ItemPolicies({ policies, money }: { policies: Policies; money: (amount: number) => string }) {
  const { t } = useTranslation('order');
  const days = (count: number) => t('order:days_count', { count });
  const lines = [
    policies.return_allowed ? isolatedValues(t, 'order:policy_return', { days: days(policies.return_days) }) : t('order:policy_no_return'),
    policies.replacement_allowed ? isolatedValues(t, 'order:policy_replace', { days: days(policies.replacement_days) }) : t('order:policy_no_replace'),
    !policies.cancellation_allowed
      ? t('order:policy_no_cancel')
      : policies.cancellation_charge > 0
        ? isolatedValues(t, 'order:policy_cancel_charge', { charge: money(policies.cancellation_charge) })
        : t('order:policy_cancel_free'),
  ];
  if (policies.cancellation_allowed && policies.refund_cancellation_allowed) {
    lines.push(isolatedValues(t, 'order:policy_cancel_refund', { days: days(policies.refund_cancellation_days) }));
  }
  return (
    <ul aria-label={t('order:policies')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-fg">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
