import type { RatingBreakdown, ReviewSummary } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError, LoadingBlocks } from '@/components/ui/query-states';
import { Pagination } from '@/components/ui/pagination';
import { StarRating } from '@/components/ui/star-rating';
import { formatDate } from '@/lib/format';
import { REVIEWS_PAGE_SIZE, useReviews } from '../api/get-reviews';

const REVIEWS_PAGE_PARAM = 'reviews_page';

/** Overall rating counts everyone who rated; written reviews are the few who also wrote something. */
export function RatingsAndReviews({ ratingCount, reviewCount }: { ratingCount: number; reviewCount: number }) {
  const { t } = useTranslation('product_details');
  return (
    <>
      {t('product_details:ratings_and_reviews', {
        ratings: t('product_details:ratings_total', { count: ratingCount }),
        reviews: t('product_details:review_count', { count: reviewCount }),
      })}
    </>
  );
}

/** The product's own rating: its average, how many rated it, and how many gave each star. */
type Overall = { rating: number; ratingCount: number; breakdown: RatingBreakdown };

/** 'No ratings yet' where a product has none: a 0.0 and five empty stars read as a bad rating. */
export function NoRatingsYet({ className }: { className?: string }) {
  const { t } = useTranslation('product_details');
  return <p className={className}>{t('product_details:no_ratings_yet')}</p>;
}

function StarBreakdown({ summary, overall }: { summary: ReviewSummary; overall: Overall }) {
  const { t } = useTranslation('product_details');
  if (overall.ratingCount === 0) return <NoRatingsYet className="text-lg font-semibold" />;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-3xl font-semibold">{overall.rating.toFixed(1)}</p>
      <StarRating value={overall.rating} label={t('product_details:rated', { rating: overall.rating.toFixed(1) })} />
      <p className="text-sm text-muted-fg">
        <RatingsAndReviews ratingCount={overall.ratingCount} reviewCount={summary.count} />
      </p>
      {/* The bars count the same ratings as the average (every rating, not only the written reviews). */}
      <ul className="mt-2 flex flex-col gap-1" aria-label={t('product_details:rating_breakdown')}>
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const count = overall.breakdown[star] ?? 0;
          const share = Math.round((count / overall.ratingCount) * 100);
          return (
            <li key={star} className="flex items-center gap-2 text-sm">
              <span className="w-14">{t('product_details:star_label', { stars: star })}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                <span className="block h-full bg-amber-400" style={{ width: `${share}%` }} />
              </span>
              <span className="w-12 text-end tabular-nums">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ProductReviews({ productId, summary, overall }: { productId: number; summary: ReviewSummary; overall: Overall }) {
  const { t } = useTranslation('product_details');
  // The reviews' page shares the product's URL, under a name of its own, so each page of reviews is a link.
  const [searchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get(REVIEWS_PAGE_PARAM))) || 1);
  const reviews = useReviews(productId, page);
  return (
    <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
      <StarBreakdown summary={summary} overall={overall} />
      <div className="flex flex-col gap-4">
        {reviews.isPending ? (
          <LoadingBlocks blocks={['h-20', 'h-20']} />
        ) : reviews.isError ? (
          <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />
        ) : reviews.data.reviews.length === 0 ? (
          <p className="text-muted-fg">{t(overall.ratingCount > 0 ? 'product_details:no_written_reviews' : 'product_details:no_reviews')}</p>
        ) : (
          <>
            <ul className="flex flex-col gap-4">
              {reviews.data.reviews.map((review) => (
                <li key={review.review_id} className="rounded-lg border border-line p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <StarRating value={review.rating} label={t('product_details:rated', { rating: review.rating })} />
                    <span className="font-medium">{review.author_name}</span>
                    <span className="text-sm text-muted-fg">{formatDate(review.created_at)}</span>
                  </div>
                  {review.title && <p className="mt-2 font-medium">{review.title}</p>}
                  {review.text && <p className={review.title ? 'mt-1 text-sm' : 'mt-2 text-sm'}>{review.text}</p>}
                </li>
              ))}
            </ul>
            <Pagination currentPage={page} totalPages={Math.ceil(reviews.data.total / REVIEWS_PAGE_SIZE)} pageParam={REVIEWS_PAGE_PARAM} />
          </>
        )}
      </div>
    </div>
  );
}
