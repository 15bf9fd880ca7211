import { useTranslation } from 'react-i18next';
import type { StoreImages } from '@bazaar/contracts';
import { WORDMARK_SIZE } from '@/components/ui/wordmark';
import { logoUrl } from '@/lib/store-context';

/** Spec §2 store-unavailable page: the logo (a placeholder while it loads), a heading and a description. */
export function MaintenancePage({ images, storeName, loadingLogo }: { images: StoreImages | undefined; storeName: string; loadingLogo: boolean }) {
  const { t } = useTranslation('common');
  const src = logoUrl(images, 'light');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-page px-6 text-center text-page-fg">
      {loadingLogo || !src ? (
        <div data-testid="logo-placeholder" aria-hidden="true" className="h-14 w-60 animate-pulse rounded-xl bg-muted" />
      ) : (
        <img src={src} alt={t('store_logo', { store: storeName })} {...WORDMARK_SIZE} className="h-14 w-auto" />
      )}
      <h1 className="text-2xl font-semibold">{t('store_unavailable')}</h1>
      <p className="max-w-md text-muted-fg">{t('store_unavailable_description')}</p>
    </main>
  );
}
