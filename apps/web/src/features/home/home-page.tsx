import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadPageNamespaces } from '@/features/i18n/page-namespaces';
import { useStore } from '@/lib/store-context';
import { CatalogueSections, usePrefetchCatalogueSections } from './components/catalogue-sections';
import { HomeHero } from './components/home-hero';
import { StoreHighlights } from './components/store-highlights';

/** The hero's place while the home copy loads: its colour and about its size, no text to read. */
function HeroPlaceholder() {
  const { t } = useTranslation('common');
  return <div role="status" aria-label={t('common:loading')} aria-busy="true" className="min-h-[28rem] rounded-3xl bg-primary opacity-90 sm:min-h-[24rem]" />;
}

/**
 * Home (spec §2 "/"). Below the hero: deals, categories, vendors and popular picks. The sections'
 * data and the page's copy are asked for at once, before anything waits for the copy.
 */
export default function HomePage() {
  const { store } = useStore();
  preloadPageNamespaces('home');
  usePrefetchCatalogueSections();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6">
      <Suspense fallback={<HeroPlaceholder />}>
        <HomeHero storeName={store.store_display_name} />
        <CatalogueSections />
        <StoreHighlights />
      </Suspense>
    </div>
  );
}
