import { useTranslation } from 'react-i18next';
import { SkeletonLine, skeletonBar as bar } from '@/components/ui/skeleton-line';

/**
 * The product page's shape while the product (or the page's copy) loads: the square picture
 * with a row of thumbnails, then the lines of the buying column at the heights they will have,
 * so the picture, the largest thing on a phone's first screen, appears where its grey square was.
 */
export function ProductSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('common:loading')} aria-busy="true">
      <div aria-hidden="true" data-testid="product-skeleton" className="grid animate-pulse gap-8 motion-reduce:animate-none md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <div className="aspect-square w-full rounded-md border border-line bg-muted" />
          <div className="flex gap-2">
            {[0, 1, 2].map((i) => (
              <div key={i} className="size-16 rounded-md bg-muted" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <SkeletonLine line="h-5" bar="h-3/5 w-1/3" />
          <SkeletonLine line="h-8 sm:h-9" bar="h-3/5 w-3/4" />
          <SkeletonLine line="h-5" bar="h-3/5 w-1/2" />
          <SkeletonLine line="h-5" bar="h-3/5 w-2/5" />
          <SkeletonLine line="h-8" bar="h-3/5 w-1/4" />
          <div className="flex flex-col gap-4">
            <div className="h-[1.375rem] w-20 rounded-full bg-muted" />
            <div className={`h-[2.375rem] w-32 ${bar}`} />
            <div className="flex gap-3">
              <div className={`h-10 w-28 ${bar}`} />
              <div className={`h-10 w-24 ${bar}`} />
            </div>
          </div>
          <div className="h-[6.875rem] rounded-lg border border-line" />
        </div>
      </div>
    </div>
  );
}
