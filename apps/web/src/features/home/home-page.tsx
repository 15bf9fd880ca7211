import { useStore } from '@/lib/store-context';
import { CatalogueSections } from './components/catalogue-sections';
import { HomeHero } from './components/home-hero';
import { StoreHighlights } from './components/store-highlights';

/** Home (spec §2 "/"). Below the hero: deals, categories, vendors and popular picks. */
export default function HomePage() {
  const { store } = useStore();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6">
      <HomeHero storeName={store.store_display_name} />
      <CatalogueSections />
      <StoreHighlights />
    </div>
  );
}
