import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VendorCard, VendorCardSkeleton } from '@/components/catalogue/vendor-card';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState, LoadError } from '@/components/ui/query-states';
import { useVendors, vendorsWithProducts } from '@/lib/catalogue/get-vendors';

const grid = 'grid grid-cols-1 gap-4 min-[30rem]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

/**
 * A bare /vendor: every vendor with something to sell, best rated first as the server sends them,
 * each card opening that vendor's page. The same cached list as the home page's vendor strip.
 */
export function VendorDirectory() {
  const { t } = useTranslation(['vendor_centric_flow', 'common']);
  const vendors = useVendors(vendorsWithProducts);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">{t('vendors_title')}</h1>
        <p className="text-muted-fg">{t('vendors_intro')}</p>
      </header>
      {vendors.isPending ? (
        <div role="status" aria-label={t('common:loading')} aria-busy="true" className={grid}>
          {Array.from({ length: 8 }, (_, i) => (
            <VendorCardSkeleton key={i} />
          ))}
        </div>
      ) : vendors.isError ? (
        <LoadError error={vendors.error} onRetry={() => void vendors.refetch()} description={t('vendors_load_failed')} />
      ) : vendors.data.length === 0 ? (
        <EmptyState title={t('no_vendors')} description={t('no_vendors_description')}>
          <Link to="/" className={buttonClassName('secondary', 'sm')}>
            {t('common:back_home')}
          </Link>
        </EmptyState>
      ) : (
        <ul className={grid}>
          {vendors.data.map((vendor) => (
            <li key={vendor.vendor_id}>
              <VendorCard vendor={vendor} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
