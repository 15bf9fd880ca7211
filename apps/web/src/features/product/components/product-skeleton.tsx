import { useTranslation } from 'react-i18next';

const bar = 'rounded bg-muted';

/** A grey bar centred in a line of the given height class, as text of that line height would sit. */
function Line({ height, width }: { height: string; width: string }) {
  return (
    <div className={`flex items-center ${height}`}>
      <div className={`h-3/5 ${width} ${bar}`} />
    </div>
  );
}

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
          <Line height="h-5" width="w-1/3" />
          <Line height="h-8 sm:h-9" width="w-3/4" />
          <Line height="h-5" width="w-1/2" />
          <Line height="h-5" width="w-2/5" />
          <Line height="h-8" width="w-1/4" />
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
