import { Suspense, type ReactNode } from 'react';
import type { ProductSummary } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCard, ProductCardSkeleton } from '@/components/catalogue/product-card';

/**
 * One row whatever the number of products: about two cards in view on a phone, four on a wide
 * screen, the rest a sideways scroll away. A grid grew a row per two products on a phone, so its
 * skeleton could only guess the height the list would take and the sections below moved.
 */
const row = 'flex snap-x gap-4 pb-2';
const item = 'w-[42%] shrink-0 snap-start sm:w-[30%] lg:w-[22%]';

function RailSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('common:loading')} aria-busy="true" className={`${row} overflow-hidden`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={item}>
          <ProductCardSkeleton />
        </div>
      ))}
    </div>
  );
}

/**
 * A titled row of product cards. Skeletons of the cards' own size while loading; nothing at all
 * when the list is empty or failed, because a home page section is an invitation, not something
 * the shopper asked for.
 */
export function ProductRail({
  id,
  title,
  products,
  isPending,
  viewAllTo,
  skeletons = 5,
}: {
  id: string;
  title: ReactNode;
  products: ProductSummary[] | undefined;
  isPending: boolean;
  viewAllTo?: string;
  skeletons?: number;
}) {
  const { t } = useTranslation(['home', 'common']);
  if (!isPending && !products?.length) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <div className="flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        {viewAllTo && (
          <Link to={viewAllTo} className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring">
            {t('home:view_all')}
          </Link>
        )}
      </div>
      {isPending ? (
        <RailSkeleton count={skeletons} />
      ) : (
        // The cards read the listing's copy (prices, ratings); should it still be on its way, the
        // row keeps its skeleton rather than the whole page going back to a spinner.
        <Suspense fallback={<RailSkeleton count={skeletons} />}>
          <ul className={`${row} -mx-1 overflow-x-auto px-1`}>
            {products?.map((product) => (
              <li key={product.product_id} className={item}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </Suspense>
      )}
    </section>
  );
}
