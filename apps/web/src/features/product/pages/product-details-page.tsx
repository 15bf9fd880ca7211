import { usePrefetchQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import type { ProductDetails } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PriceTag } from '@/components/catalogue/price-tag';
import { isNotFound, LoadError, NotFoundState } from '@/components/ui/query-states';
import { StarRating } from '@/components/ui/star-rating';
import { WhenNearView } from '@/components/ui/when-near-view';
import { Chevron } from '@/components/ui/chevron';
import { preloadPageNamespaces } from '@/features/i18n/page-namespaces';
import { imageList } from '@/lib/file-url';
import { productQueryOptions, useProduct } from '../api/get-product';
import { relatedQueryOptions } from '../api/get-related';
import { reviewsQueryOptions } from '../api/get-reviews';
import { DeliveryCheck } from '../components/delivery-check';
import { ProductGallery } from '../components/product-gallery';
import { ProductInfo, Section } from '../components/product-info';
import { NoRatingsYet, ProductReviews, RatingsAndReviews } from '../components/product-reviews';
import { ProductSkeleton } from '../components/product-skeleton';
import { PurchasePanel } from '../components/purchase-panel';
import { RelatedProducts } from '../components/related-products';

/** PId must be a positive whole number; anything else is a broken link, not a server call. */
export function parseProductId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

function ProductNotFound() {
  const { t } = useTranslation('product_details');
  return <NotFoundState title={t('product_details:not_found')} description={t('product_details:not_found_description')} />;
}

function ProductView({ product }: { product: ProductDetails }) {
  const { t } = useTranslation('product_details');
  const images = product.images.length > 0 ? product.images : imageList(product.product_image);
  return (
    <article className="flex flex-col gap-10">
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={images} name={product.product_name} />
        <div className="flex flex-col gap-4">
          {product.category_path.length > 0 && (
            <nav aria-label={t('product_details:category_path')}>
              <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-fg">
                {product.category_path.map((category, index) => (
                  <li key={category.category_id} className="flex items-center gap-1">
                    {index > 0 && <Chevron to="end" />}
                    <Link to={`/productListing?category-id=${category.category_id}`} className="hover:underline">
                      {category.category_name}
                    </Link>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          <h1 className="text-2xl font-semibold sm:text-3xl">{product.product_name}</h1>
          <p className="text-sm">
            {t('product_details:sold_by')}{' '}
            <Link to={`/vendor?id=${product.vendor.id}`} className="font-medium text-primary hover:underline">
              {product.vendor.name}
            </Link>
          </p>
          {product.rating_count > 0 ? (
            <div className="flex items-center gap-2 text-sm">
              <StarRating value={product.rating} label={t('product_details:rated', { rating: product.rating.toFixed(1) })} />
              <a href="#reviews-heading" className="text-muted-fg hover:underline">
                <RatingsAndReviews ratingCount={product.rating_count} reviewCount={product.review_summary.count} />
              </a>
            </div>
          ) : (
            <NoRatingsYet className="text-sm text-muted-fg" />
          )}
          <PriceTag price={product.product_price} finalPrice={product.final_price} priceVisibility={product.price_visibility} size="lg" />
          <PurchasePanel product={product} />
          {product.product_type_name !== 'Digital' && product.product_type_name !== 'API Product' && <DeliveryCheck productId={product.product_id} />}
        </div>
      </div>
      <ProductInfo product={product} />
      <Section id="reviews-heading" title={t('product_details:reviews')}>
        <ProductReviews
          productId={product.product_id}
          summary={product.review_summary}
          overall={{ rating: product.rating, ratingCount: product.rating_count, breakdown: product.rating_breakdown }}
        />
      </Section>
      <WhenNearView>
        <RelatedProducts productId={product.product_id} />
      </WhenNearView>
    </article>
  );
}

function ProductLoader({ id }: { id: number }) {
  // Asked for as this renders: a query's own request would wait until the skeleton has painted.
  // Reviews and related products need only the id: asked for with the product, not after it.
  usePrefetchQuery(productQueryOptions(id));
  const product = useProduct(id);
  usePrefetchQuery(reviewsQueryOptions(id, 1));
  usePrefetchQuery(relatedQueryOptions(id));
  if (product.isPending) return <ProductSkeleton />;
  if (product.isError) {
    if (isNotFound(product.error)) return <ProductNotFound />;
    return <LoadError error={product.error} onRetry={() => void product.refetch()} />;
  }
  return <ProductView product={product.data} />;
}

export default function ProductDetailsPage() {
  const [params] = useSearchParams();
  const id = parseProductId(params.get('PId'));
  // Every namespace the page reads, fetched together while the product loads; until they are
  // all in, the skeleton stays (not the whole page's spinner).
  preloadPageNamespaces('product-details');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <Suspense fallback={<ProductSkeleton />}>
        {/* Keyed so that moving to another product starts with fresh gallery and quantity state. */}
        {id === null ? <ProductNotFound /> : <ProductLoader key={id} id={id} />}
      </Suspense>
    </div>
  );
}
