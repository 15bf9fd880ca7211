import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Policies, ProductType } from '@bazaar/contracts';
import { isolatedValues } from '@/components/ui/isolated-values';

/** Product types performed, streamed or unlocked rather than handed over: nothing to send back or swap. */
const NOTHING_TO_RETURN: ReadonlySet<ProductType> = new Set(['Service', 'Packaged Service', 'Digital', 'Subscription', 'API Product']);

type DayKey = 'policy_return' | 'policy_replace' | 'policy_cancel_refund';
type PlainKey =
  | 'policy_no_return'
  | 'policy_no_replace'
  | 'policy_no_return_or_replace'
  | 'policy_cancel_free'
  | 'policy_no_cancel'
  | 'policy_cancel_refund_plain'
  | 'policy_cancel_no_refund';
export type PolicyLine = { key: DayKey; days: number } | { key: 'policy_cancel_charge'; charge: number } | { key: PlainKey };

/**
 * The policies (spec §4) a shopper needs, one sentence each, only where they apply: no return or
 * replacement lines for a product type that has nothing to send back (a vendor's own policies,
 * with no type, show them), no refund line when nothing can be cancelled. A window of 0 days is
 * no window at all.
 */
export function policyLines(policies: Policies, productType?: ProductType): PolicyLine[] {
  const lines: PolicyLine[] = [];
  if (!productType || !NOTHING_TO_RETURN.has(productType)) {
    const returns = policies.return_allowed && policies.return_days > 0;
    const replacement = policies.replacement_allowed && policies.replacement_days > 0;
    if (!returns && !replacement) lines.push({ key: 'policy_no_return_or_replace' });
    else {
      lines.push(returns ? { key: 'policy_return', days: policies.return_days } : { key: 'policy_no_return' });
      lines.push(replacement ? { key: 'policy_replace', days: policies.replacement_days } : { key: 'policy_no_replace' });
    }
  }
  if (!policies.cancellation_allowed) {
    lines.push({ key: 'policy_no_cancel' });
    return lines;
  }
  lines.push(policies.cancellation_charge > 0 ? { key: 'policy_cancel_charge', charge: policies.cancellation_charge } : { key: 'policy_cancel_free' });
  if (!policies.refund_cancellation_allowed) lines.push({ key: 'policy_cancel_no_refund' });
  else if (policies.refund_cancellation_days > 0) lines.push({ key: 'policy_cancel_refund', days: policies.refund_cancellation_days });
  else lines.push({ key: 'policy_cancel_refund_plain' });
  return lines;
}

/** Both namespaces hold the same sentences: the product page loads one, the order pages the other. */
export type PolicyNamespace = 'product_details' | 'order';
const DAYS_KEY: Record<PolicyNamespace, string> = { product_details: 'product_details:days', order: 'order:days_count' };

/** The sentences of policyLines, translated, each amount or day count kept in its own reading order. */
export function usePolicySentences(
  policies: Policies,
  productType: ProductType | undefined,
  ns: PolicyNamespace,
  money: (amount: number) => string,
): { key: string; text: ReactNode }[] {
  const { t } = useTranslation(ns);
  const days = (count: number) => t(DAYS_KEY[ns], { count });
  return policyLines(policies, productType).map((line) => {
    const key = `${ns}:${line.key}`;
    const text =
      'days' in line ? isolatedValues(t, key, { days: days(line.days) }) : 'charge' in line ? isolatedValues(t, key, { charge: money(line.charge) }) : t(key);
    return { key: line.key, text };
  });
}
