import type { ProductSummary } from '@bazaar/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonLine } from '@/components/ui/skeleton-line';
import { StarRating } from '@/components/ui/star-rating';
import { PriceTag } from './price-tag';
import { coverUrl } from '@/lib/file-url';

/** What a card needs of a product: the list summary, or any subset with the same fields. */
export type ProductCardProduct = Pick<
  ProductSummary,
  'product_id' | 'product_name' | 'product_price' | 'final_price' | 'product_image' | 'rating' | 'vendor_name'
> &
  Partial<Pick<ProductSummary, 'price_visibility' | 'rating_count' | 'in_stock'>>;

/** Spec §5 price of a card (see PriceTag). */
export function ProductPrice({ product }: { product: ProductCardProduct }) {
  return <PriceTag price={product.product_price} finalPrice={product.final_price} priceVisibility={product.price_visibility} layout="card" />;
}

/**
 * A card's rating: the stars and how many ratings, or 'No ratings yet' (five empty stars would
 * read as a bad rating). The line keeps its height, so every card (and its skeleton) has the same rows.
 */
function CardRating({ rated, rating, count }: { rated: boolean; rating: number; count?: number }) {
  const { t } = useTranslation('product_listing');
  return (
    <p className="flex h-5 items-center gap-1 text-sm text-muted-fg">
      {rated ? (
        <>
          <StarRating value={rating} label={t('card_rating', { rating: rating.toFixed(1) })} />
          {count !== undefined && count > 0 && <span>({count})</span>}
        </>
      ) : (
        t('card_no_ratings')
      )}
    </p>
  );
}

/** Square, as the box it fills: the space is held before the file arrives. */
const IMAGE_SIZE = 400;

/**
 * One product in a grid: picture, name, vendor, price and rating, opening the product page; an
 * out-of-stock product says so over a dimmed picture.
 * `priority` is for the first cards of a page, in view at once: their pictures load first and
 * at once (the listing's largest paint is its first picture); the others wait until scrolled near.
 */
export function ProductCard({ product, priority = false }: { product: ProductCardProduct; priority?: boolean }) {
  const { t } = useTranslation('product_listing');
  const image = coverUrl(product.product_image);
  // Only a summary that says so is out of stock: cards built from older or partial data stay unmarked.
  const soldOut = product.in_stock === false;
  const rated = product.rating > 0 || (product.rating_count ?? 0) > 0;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-page text-page-fg shadow-sm transition hover:shadow-md focus-within:focus-ring">
      <div className={clsx('relative aspect-square overflow-hidden bg-muted', soldOut && 'opacity-60')}>
        {image ? (
          <img
            src={image}
            alt={product.product_name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
            className="h-full w-full object-cover transition group-hover:scale-105"
          />
        ) : (
          <div role="img" aria-label={product.product_name} className="flex h-full w-full items-center justify-center text-muted-fg">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12" fill="none" stroke="currentColor" strokeWidth="1.5">
              <path d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1.5 1.5 0 1 0 0-.01" />
            </svg>
          </div>
        )}
      </div>
      {soldOut && (
        // Outside the dimmed box so the badge keeps its full contrast; it comes before the name when read.
        // A fixed dark chip: it sits on the picture, whatever the store's colours and the theme.
        <span className="absolute start-2 top-2 rounded-full bg-gray-900/90 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white shadow">
          {t('card_out_of_stock')}
        </span>
      )}
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {/* Two lines held for every name, so a row of cards and its skeleton are one height. */}
        <h3 className="line-clamp-2 min-h-12 font-medium" title={product.product_name}>
          {/* The link covers the whole card, so the card is one tab stop with the name as its label. */}
          <Link to={`/ProductDetails?PId=${product.product_id}`} className="after:absolute after:inset-0 focus:outline-none">
            {product.product_name}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted-fg" title={product.vendor_name}>
          {product.vendor_name}
        </p>
        <CardRating rated={rated} rating={product.rating} count={product.rating_count} />
        {/* Two lines of price (see PriceTag's card layout), held even when the price is hidden. */}
        <div className="mt-auto h-[3.375rem] pt-1">
          <ProductPrice product={product} />
        </div>
      </div>
    </article>
  );
}

/** A placeholder of the card's own size (same boxes, line heights and padding) while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="product-card-skeleton"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-2xl border border-line shadow-sm motion-reduce:animate-none"
    >
      <div className="aspect-square bg-muted" />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex h-12 flex-col justify-center gap-2">
          <div className="h-4 w-4/5 rounded bg-muted" />
          <div className="h-4 w-3/5 rounded bg-muted" />
        </div>
        <SkeletonLine line="h-5" bar="h-3 w-1/2" />
        <SkeletonLine line="h-5" bar="h-3 w-2/5" />
        <div className="mt-auto h-[3.375rem] pt-1">
          <div className="mt-1 h-5 w-1/3 rounded bg-muted" />
        </div>
      </div>
    </div>
  );
}
