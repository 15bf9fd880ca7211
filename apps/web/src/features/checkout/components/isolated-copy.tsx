import { useTranslation } from 'react-i18next';

/**
 * A translated sentence whose <0>…</0> part (an amount, a date) keeps its own left-to-right
 * order: after Arabic words '₹2749.00' would otherwise read '2749.00₹' and '24 Nov 2026' 'Nov 2026 24'.
 * One marked part is all these sentences need, so a split does what <Trans> would.
 */
export function IsolatedCopy({ i18nKey, values }: { i18nKey: string; values: Record<string, string | number> }) {
  const { t } = useTranslation('order');
  const [before, isolated, after] = t(i18nKey, values).split(/<0>|<\/0>/);
  return (
    <>
      {before}
      {isolated !== undefined && <bdi>{isolated}</bdi>}
      {after}
    </>
  );
}
