import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StarRating } from '@/components/ui/star-rating';
import { fileUrl } from '@/lib/file-url';
import { useVendors, vendorsWithProducts } from '@/lib/catalogue/get-vendors';

const STRIP_LIMIT = 8;

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
        <div role="status" aria-label={t('common:loading')} className="flex gap-4 overflow-hidden">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} data-testid="vendor-skeleton" className="h-44 w-56 shrink-0 animate-pulse rounded-2xl bg-muted motion-reduce:animate-none" />
          ))}
        </div>
      ) : (
        // Scrolls sideways on small screens; the list keeps its own tab order, one link per vendor.
        <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2">
          {data?.slice(0, STRIP_LIMIT).map((vendor) => (
            <li key={vendor.vendor_id} className="w-56 shrink-0 snap-start">
              <Link
                to={`/vendor?id=${vendor.vendor_id}`}
                className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-page p-4 text-page-fg transition hover:shadow-md focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
              >
                {/* Vendor logos are wide wordmarks: shown whole at the card's start, never cropped to a circle. */}
                {vendor.logo ? (
                  <img src={fileUrl(vendor.logo)} alt="" loading="lazy" className="h-10 w-auto max-w-full self-start object-contain" />
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
                  {vendor.city && <span className="truncate text-sm text-muted-fg">{vendor.city}</span>}
                </span>
                {vendor.rating > 0 && (
                  <span className="flex items-center gap-1.5 text-sm">
                    <StarRating value={vendor.rating} size="sm" label={t('vendor_rated', { rating: vendor.rating.toFixed(1) })} />
                    <span aria-hidden="true" className="text-muted-fg">
                      {vendor.rating.toFixed(1)}
                    </span>
                  </span>
                )}
                <span className="mt-auto text-sm text-muted-fg">{t('vendor_products', { count: vendor.product_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
