import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SkeletonLine } from '@/components/ui/skeleton-line';
import { StarRating } from '@/components/ui/star-rating';
import { WORDMARK_SIZE } from '@/components/ui/wordmark';
import { fileUrl } from '@/lib/file-url';
import { useVendors, vendorsWithProducts } from '@/lib/catalogue/get-vendors';

const STRIP_LIMIT = 8;
const card = 'flex h-full flex-col gap-2 rounded-2xl border border-line bg-page p-4';

/**
 * A card-sized placeholder: the same rows as a vendor card (logo, name, city, rating, products),
 * so the strip is as tall loading as loaded.
 */
function VendorCardSkeleton() {
  return (
    <div data-testid="vendor-skeleton" aria-hidden="true" className={`${card} w-56 shrink-0 animate-pulse motion-reduce:animate-none`}>
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

/** "Shop by vendor": a scrolling row of vendor cards, each opening the vendor's page. Hidden when empty or failed. */
export function VendorStrip() {
  const { t } = useTranslation(['home', 'common']);
  const { data, isPending } = useVendors(vendorsWithProducts);
  if (!isPending && !data?.length) return null;
  return (
    <section aria-labelledby="home-vendors" className="flex flex-col gap-5">
      <h2 id="home-vendors" className="text-2xl font-semibold">
        {t('shop_by_vendor')}
      </h2>
      {isPending ? (
        <div role="status" aria-label={t('common:loading')} aria-busy="true" className="flex gap-4 overflow-hidden pb-2">
          {Array.from({ length: 4 }, (_, i) => (
            <VendorCardSkeleton key={i} />
          ))}
        </div>
      ) : (
        // Scrolls sideways on small screens; the list keeps its own tab order, one link per vendor.
        <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2">
          {data?.slice(0, STRIP_LIMIT).map((vendor) => (
            <li key={vendor.vendor_id} className="w-56 shrink-0 snap-start">
              <Link
                to={`/vendor?id=${vendor.vendor_id}`}
                className={`${card} text-page-fg transition hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none`}
              >
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
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-secondary text-lg font-semibold text-secondary-fg"
                  >
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
                  {vendor.rating > 0 && (
                    <>
                      <StarRating value={vendor.rating} size="sm" label={t('vendor_rated', { rating: vendor.rating.toFixed(1) })} />
                      <span aria-hidden="true" className="text-muted-fg">
                        {vendor.rating.toFixed(1)}
                      </span>
                    </>
                  )}
                </span>
                <span className="mt-auto text-sm text-muted-fg">{t('vendor_products', { count: vendor.product_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
