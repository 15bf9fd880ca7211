import { useStore } from '@/lib/store-context';
import { HomeHero } from './components/home-hero';
import { StoreHighlights } from './components/store-highlights';

/** Home (spec §2 "/"). The catalogue issue adds deals, categories, recommendations and vendors. */
export default function HomePage() {
  const { store } = useStore();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6">
      <HomeHero storeName={store.store_display_name} />
      <StoreHighlights />
    </div>
  );
}
