import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VendorCard, VendorCardSkeleton } from '@/components/catalogue/vendor-card';
import { useVendors, vendorsWithProducts } from '@/lib/catalogue/get-vendors';

const STRIP_LIMIT = 8;

/** "Shop by vendor": a scrolling row of vendor cards, each opening the vendor's page, and a link to all of them (/vendor). Hidden when empty or failed. */
export function VendorStrip() {
  const { t } = useTranslation(['home', 'common']);
  const { data, isPending } = useVendors(vendorsWithProducts);
  if (!isPending && !data?.length) return null;
  return (
    <section aria-labelledby="home-vendors" className="flex flex-col gap-5">
      <div className="flex items-end justify-between gap-4">
        <h2 id="home-vendors" className="text-2xl font-semibold">
          {t('shop_by_vendor')}
        </h2>
        <Link to="/vendor" className="text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring">
          {t('view_all')}
        </Link>
      </div>
      {isPending ? (
        <div role="status" aria-label={t('common:loading')} aria-busy="true" className="flex gap-4 overflow-hidden pb-2">
          {Array.from({ length: 4 }, (_, i) => (
            <VendorCardSkeleton key={i} className="w-56 shrink-0" />
          ))}
        </div>
      ) : (
        // Scrolls sideways on small screens; the list keeps its own tab order, one link per vendor.
        <ul className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2">
          {data?.slice(0, STRIP_LIMIT).map((vendor) => (
            <li key={vendor.vendor_id} className="w-56 shrink-0 snap-start">
              <VendorCard vendor={vendor} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
