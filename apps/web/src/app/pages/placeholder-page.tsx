import { useTranslation } from 'react-i18next';
import type { Namespace } from '@bazaar/contracts/i18n';

/** The layout and heading of a page whose content a later issue delivers. */
export default function PlaceholderPage({ ns, titleKey }: { ns: Namespace; titleKey: string }) {
  const { t } = useTranslation([ns, 'common']);
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight">{t(`${ns}:${titleKey}`)}</h1>
      <p className="mt-3 text-muted-fg">{t('common:coming_soon')}</p>
    </section>
  );
}
