import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@bazaar/contracts';
import { useCategories } from '@/lib/catalogue/get-categories';

/**
 * Six tiles at most: two full rows of three on wider screens, three of two on a phone. The
 * skeleton shows the same six, so the sections below stay where they are when the tiles come
 * (a store with fewer top categories still moves them up once).
 */
const TILE_LIMIT = 6;
const grid = 'grid grid-cols-2 gap-4 sm:grid-cols-3';
const tile = 'flex h-full items-center gap-3 rounded-2xl border border-line bg-tertiary p-4';

/** Top-level categories that have products, in the store's order. */
const topCategories = (categories: Category[]) => categories.filter((c) => c.parent_id === null && c.product_count > 0).sort((a, b) => a.position - b.position);

/** "Shop by category": top-level categories as tiles opening a filtered listing. */
export function CategoryTiles() {
  const { t } = useTranslation(['home', 'common']);
  const { data, isPending } = useCategories(topCategories);
  if (!isPending && !data?.length) return null;
  return (
    <section aria-labelledby="home-categories" className="flex flex-col gap-5">
      <div className="flex items-end justify-between gap-4">
        <h2 id="home-categories" className="text-2xl font-semibold">
          {t('shop_by_category')}
        </h2>
        <Link to="/listCategories" className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring">
          {t('view_all')}
        </Link>
      </div>
      {isPending ? (
        <div role="status" aria-label={t('common:loading')} aria-busy="true" className={grid}>
          {Array.from({ length: TILE_LIMIT }, (_, i) => (
            <div key={i} aria-hidden="true" className={`${tile} animate-pulse motion-reduce:animate-none`}>
              <span className="size-14 shrink-0 rounded-xl bg-muted" />
              <span className="flex min-w-0 flex-1 flex-col gap-2">
                <span className="h-4 w-3/4 rounded bg-muted" />
                <span className="h-3 w-1/2 rounded bg-muted" />
              </span>
            </div>
          ))}
        </div>
      ) : (
        <ul className={grid}>
          {data?.slice(0, TILE_LIMIT).map((category) => (
            <li key={category.category_id}>
              <Link
                to={`/productListing?category-id=${category.category_id}`}
                className={`${tile} text-tertiary-fg transition hover:shadow-md focus-visible:focus-ring`}
              >
                {category.image ? (
                  <img
                    src={`/files/${category.image.replace(/^\/+/, '')}`}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="size-14 shrink-0 rounded-xl object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-secondary text-xl font-semibold text-secondary-fg"
                  >
                    {category.category_name.charAt(0)}
                  </span>
                )}
                <span className="flex min-w-0 flex-col">
                  <span className="truncate font-medium text-page-fg">{category.category_name}</span>
                  <span className="text-sm text-muted-fg">{t('category_products', { count: category.product_count })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
