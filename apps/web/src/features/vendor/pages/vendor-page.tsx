import type { VendorProfile } from '@bazaar/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PolicyList } from '@/components/catalogue/policy-list';
import { ProductCard } from '@/components/catalogue/product-card';
import { isNotFound, LoadError, LoadingBlocks, NotFoundState } from '@/components/ui/query-states';
import { Pagination } from '@/components/ui/pagination';
import { StarRating } from '@/components/ui/star-rating';
import { WORDMARK_SIZE } from '@/components/ui/wordmark';
import { fileUrl } from '@/lib/file-url';
import { useVendor, useVendorProducts, VENDOR_PRODUCTS_PAGE_SIZE } from '../api/get-vendor';
import { VendorDirectory } from '../components/vendor-directory';

const positiveInt = (value: string | null) => (value && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : null);

function VendorHeader({ vendor }: { vendor: VendorProfile }) {
  const { t } = useTranslation('vendor_centric_flow');
  return (
    <header className="flex flex-col gap-4 rounded-lg border border-line p-6 sm:flex-row sm:items-start">
      {vendor.logo ? (
        <img
          src={fileUrl(vendor.logo)}
          alt={t('vendor_centric_flow:vendor_logo', { vendor: vendor.vendor_name })}
          {...WORDMARK_SIZE}
          className="h-14 w-auto max-w-60 self-start object-contain"
        />
      ) : (
        <span aria-hidden="true" className="flex size-20 items-center justify-center rounded-full bg-muted text-3xl font-semibold">
          {vendor.vendor_name.charAt(0)}
        </span>
      )}
      <div className="flex flex-1 flex-col gap-2">
        <h1 className="text-2xl font-semibold">{vendor.vendor_name}</h1>
        {vendor.city && <p className="text-sm text-muted-fg">{t('vendor_centric_flow:based_in', { city: vendor.city })}</p>}
        <div className="flex items-center gap-2 text-sm">
          <StarRating value={vendor.rating} label={t('vendor_centric_flow:rated', { rating: vendor.rating.toFixed(1) })} />
          <span className="text-muted-fg">{t('vendor_centric_flow:rating_count', { count: vendor.rating_count })}</span>
        </div>
        {vendor.delivers_everywhere && <p className="text-sm">{t('vendor_centric_flow:delivers_everywhere')}</p>}
        {vendor.description && <p className="whitespace-pre-line">{vendor.description}</p>}
      </div>
    </header>
  );
}

function VendorProducts({ vendorId, page }: { vendorId: number; page: number }) {
  const { t } = useTranslation('vendor_centric_flow');
  const products = useVendorProducts(vendorId, page);
  return (
    <section aria-labelledby="vendor-products-heading" className="flex flex-col gap-4">
      <h2 id="vendor-products-heading" className="text-xl font-semibold">
        {t('vendor_centric_flow:vendor_products')}
      </h2>
      {products.isPending ? (
        <LoadingBlocks blocks={['h-64']} />
      ) : products.isError ? (
        <LoadError error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.products.length === 0 ? (
        <p className="text-muted-fg">{t('vendor_centric_flow:no_products')}</p>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {products.data.products.map((product) => (
              <li key={product.product_id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <Pagination currentPage={page} totalPages={Math.ceil(products.data.total / VENDOR_PRODUCTS_PAGE_SIZE)} />
        </>
      )}
    </section>
  );
}

function VendorView({ id }: { id: number }) {
  const { t } = useTranslation('vendor_centric_flow');
  const [params] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const vendor = useVendor(id);
  if (vendor.isPending) return <LoadingBlocks blocks={['h-40', 'h-64']} />;
  if (vendor.isError) {
    if (isNotFound(vendor.error)) return <VendorNotFound />;
    return <LoadError error={vendor.error} onRetry={() => void vendor.refetch()} />;
  }
  return (
    <div className="flex flex-col gap-8">
      <VendorHeader vendor={vendor.data} />
      {vendor.data.policies && (
        <section aria-labelledby="vendor-policies-heading" className="flex flex-col gap-3">
          <h2 id="vendor-policies-heading" className="text-xl font-semibold">
            {t('vendor_centric_flow:vendor_policies')}
          </h2>
          <PolicyList policies={vendor.data.policies} />
        </section>
      )}
      <VendorProducts vendorId={id} page={page} />
    </div>
  );
}

function VendorNotFound() {
  const { t } = useTranslation('vendor_centric_flow');
  return <NotFoundState title={t('vendor_centric_flow:not_found')} description={t('vendor_centric_flow:not_found_description')} />;
}

/** /vendor?id=N: one vendor's page; a bare /vendor lists the store's vendors. */
export default function VendorPage() {
  const [params] = useSearchParams();
  const id = positiveInt(params.get('id'));
  return <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">{id === null ? <VendorDirectory /> : <VendorView key={id} id={id} />}</div>;
}
