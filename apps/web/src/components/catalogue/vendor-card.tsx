import type { VendorProfile } from '@bazaar/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonLine } from '@/components/ui/skeleton-line';
import { StarRating } from '@/components/ui/star-rating';
import { WORDMARK_SIZE } from '@/components/ui/wordmark';
import { fileUrl } from '@/lib/file-url';

const card = 'flex h-full flex-col gap-2 rounded-2xl border border-line bg-page p-4';

/**
 * A card-sized placeholder: the same rows as a vendor card (logo, name, city, rating, products),
 * so a list of them is as tall loading as loaded.
 */
export function VendorCardSkeleton({ className }: { className?: string }) {
  return (
    <div data-testid="vendor-skeleton" aria-hidden="true" className={clsx(card, 'animate-pulse motion-reduce:animate-none', className)}>
      <span className="h-10 w-28 rounded-lg bg-muted" />
      <span className="flex flex-col">
        <SkeletonLine line="h-6" bar="h-4 w-3/4" />
        <SkeletonLine line="h-5" bar="h-3 w-1/2" />
      </span>
      <SkeletonLine line="h-5" bar="h-3 w-2/5" />
      <SkeletonLine line="h-5" bar="h-3 w-1/3" className="mt-auto" />
    </div>
  );
}

/** One vendor (logo, name, city, rating, product count) as a single link to the vendor's page. */
export function VendorCard({ vendor }: { vendor: VendorProfile }) {
  const { t } = useTranslation('product_listing');
  return (
    <Link to={`/vendor?id=${vendor.vendor_id}`} className={clsx(card, 'text-page-fg transition hover:shadow-md focus-visible:focus-ring')}>
      {/* Vendor logos are wide wordmarks: shown whole at the card's start, never cropped to a circle. */}
      {vendor.logo ? (
        <img
          src={fileUrl(vendor.logo)}
          alt=""
          {...WORDMARK_SIZE}
          loading="lazy"
          decoding="async"
          className="h-10 w-auto max-w-full self-start object-contain"
        />
      ) : (
        <span aria-hidden="true" className="flex size-10 items-center justify-center rounded-full bg-secondary text-lg font-semibold text-secondary-fg">
          {vendor.vendor_name.charAt(0)}
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        {/* dir="auto": a Latin name on an Arabic page is cut at its own end, not its start. */}
        <span dir="auto" className="truncate font-medium rtl:text-right" title={vendor.vendor_name}>
          {vendor.vendor_name}
        </span>
        {/* The city's line is kept without a city, so every card (and the skeleton) is one height. */}
        <span className="h-5 truncate text-sm text-muted-fg">{vendor.city}</span>
      </span>
      <span className="flex h-5 items-center gap-1.5 text-sm">
        {/* Unrated vendors show no empty stars, which would read as a bad rating. */}
        {vendor.rating > 0 && (
          <>
            <StarRating value={vendor.rating} size="sm" label={t('product_listing:card_rating', { rating: vendor.rating.toFixed(1) })} />
            <span aria-hidden="true" className="text-muted-fg">
              {vendor.rating.toFixed(1)}
            </span>
          </>
        )}
      </span>
      <span className="mt-auto text-sm text-muted-fg">{t('product_listing:product_count', { count: vendor.product_count })}</span>
    </Link>
  );
}
