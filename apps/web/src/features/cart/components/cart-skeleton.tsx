import { useTranslation } from 'react-i18next';
import { skeletonBar as bar } from '@/components/ui/skeleton-line';

/** One cart line's shape: the picture, name, seller, price and the quantity row. */
function LineSkeleton() {
  return (
    <div className="flex gap-4 border-b border-line py-4 last:border-b-0">
      <div className="size-24 shrink-0 rounded-md bg-muted" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex h-11 flex-col justify-center gap-2">
          <div className={`h-4 w-3/5 ${bar}`} />
          <div className={`h-3 w-2/5 ${bar}`} />
        </div>
        <div className={`h-7 w-1/4 ${bar}`} />
        <div className={`h-[2.375rem] w-32 ${bar}`} />
      </div>
    </div>
  );
}

/**
 * The cart while a signed-in customer's lines load: lines and the order summary in the places and
 * sizes they will take, rather than grey bars of another height.
 */
export function CartSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('common:loading')} aria-busy="true">
      <div aria-hidden="true" className="grid animate-pulse grid-cols-[minmax(0,1fr)] gap-6 motion-reduce:animate-none lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="rounded-lg border border-line px-4">
          <LineSkeleton />
          <LineSkeleton />
        </div>
        <div className="flex h-56 flex-col gap-3 rounded-lg border border-line p-4">
          <div className={`h-5 w-1/2 ${bar}`} />
          <div className={`h-4 w-full ${bar}`} />
          <div className={`h-4 w-full ${bar}`} />
          <div className={`mt-auto h-10 w-full ${bar}`} />
        </div>
      </div>
    </div>
  );
}
