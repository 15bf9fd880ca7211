import type { ReactNode } from 'react';
import type { ProductSummary } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProductCard, ProductCardSkeleton } from '@/components/catalogue/product-card';

/**
 * A titled row of product cards. Skeletons while loading; nothing at all when the list is empty
 * or failed, because a home page section is an invitation, not something the shopper asked for.
 */
export function ProductRail({
  id,
  title,
  products,
  isPending,
  viewAllTo,
  skeletons = 4,
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
          <Link
            to={viewAllTo}
            className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
          >
            {t('home:view_all')}
          </Link>
        )}
      </div>
      {isPending ? (
        <div role="status" aria-label={t('common:loading')} className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {Array.from({ length: skeletons }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {products?.map((product) => (
            <li key={product.product_id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
