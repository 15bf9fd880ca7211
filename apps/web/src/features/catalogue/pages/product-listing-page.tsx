import { usePrefetchQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAGE_LIMIT_DEFAULT as PAGE_SIZE, PRODUCT_SORTS, PRODUCT_TOTAL_MAX, SEARCH_RESULTS_MAX } from '@bazaar/contracts/constants';
import { ProductCard, ProductCardSkeleton } from '@/components/catalogue/product-card';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, LoadError } from '@/components/ui/query-states';
import { SideSheet } from '@/components/ui/side-sheet';
import { useCategories } from '@/lib/catalogue/get-categories';
import { useVendors } from '@/lib/catalogue/get-vendors';
import { useMediaQuery } from '@/lib/use-media-query';
import { productsQueryOptions, useProducts } from '../api/get-products';
import { FilterPanel, type VendorOption } from '../components/filter-panel';
import { PincodeSelector } from '../components/pincode-selector';
import { changeFilters, hasActiveFilters, listingParams, readFilters, writeFilters, type ListingFilters } from '../listing-filters';
import { usePostalCode } from '@/lib/postal-code';
import { pincodeFilter, readSavedPincode, savePincode, type SavedPincode } from '../saved-pincode';

/** Cards of the widest grid's first row. */
const FIRST_ROW = 4;

/**
 * A page past the end (an old link, a hand-edited URL, a list that shrank) shows the last page
 * rather than "no products" under a count of hundreds. The total is only known from an answer, so
 * such a page in a fresh URL is asked for once; from then on the last page is asked for.
 */
const pageInRange = (page: number, total: number | undefined): number =>
  total === undefined ? page : Math.min(page, Math.max(1, Math.ceil(total / PAGE_SIZE)));

/** Spec §2 /productListing: products filtered by the URL's query, ten a page. */
export default function ProductListingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const [pincode, setPincode] = useState<SavedPincode | null>(readSavedPincode);
  const postal = usePostalCode();
  const [sheetOpen, setSheetOpen] = useState(false);
  const top = useRef<HTMLElement>(null);
  // The total of these filters (whatever the page), once an answer has told it.
  const [known, setKnown] = useState<{ key: string; total: number } | null>(null);
  const filterKey = JSON.stringify(listingParams({ ...filters, page: 0 }, pincodeFilter(pincode, postal.rules)));
  const page = pageInRange(filters.page, known?.key === filterKey ? known.total : undefined);
  const params = listingParams({ ...filters, page }, pincodeFilter(pincode, postal.rules));
  // The products are asked for before the page's copy can hold this render back (it suspends
  // until the listing's translations arrive): both travel at once instead of one after the other.
  usePrefetchQuery(productsQueryOptions(params));
  const { t } = useTranslation(['product_listing', 'common']);
  const products = useProducts(params);
  if (products.data && !products.isPlaceholderData && (known?.key !== filterKey || known.total !== products.data.total)) {
    setKnown({ key: filterKey, total: products.data.total });
  }
  // Tailwind's lg breakpoint, where the filters stand beside the results.
  const wide = useMediaQuery('(min-width: 64rem)');
  const categories = useCategories();
  const allVendors = useVendors();

  // The URL says the page shown: a page past the end is replaced by the last one, with no history
  // entry, so Back does not return to the page that was never there.
  useEffect(() => {
    if (page !== filters.page) setSearchParams(writeFilters({ ...filters, page }), { replace: true });
  }, [page, filters, setSearchParams]);

  const go = (next: ListingFilters) => setSearchParams(writeFilters(next));
  const change = (c: Partial<Omit<ListingFilters, 'page'>>) => go(changeFilters(filters, c));
  const clear = () => go({ page: 1, sort: filters.sort });
  const savePin = (value: SavedPincode) => {
    savePincode(value);
    setPincode(value);
    if (page !== 1) go({ ...filters, page: 1 });
  };

  const list = products.data;
  const totalPages = list ? Math.ceil(list.total / PAGE_SIZE) : 0;
  // Vendors with something to show; until the list arrives (or if it fails), the ones in the results.
  const vendors = useMemo<VendorOption[]>(() => {
    const seen = new Map<number, string>();
    if (allVendors.data) {
      for (const v of allVendors.data) if (v.product_count > 0) seen.set(v.vendor_id, v.vendor_name);
    } else {
      for (const p of list?.products ?? []) seen.set(p.vendor_id, p.vendor_name);
    }
    return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [allVendors.data, list]);
  const vendorOptions =
    filters.vendorId !== undefined && !vendors.some((v) => v.id === filters.vendorId)
      ? [...vendors, { id: filters.vendorId, name: t('vendor_number', { id: filters.vendorId }) }]
      : vendors;

  // The heading names what is listed: the search, the category (once the categories say its name).
  const category = filters.categoryId === undefined ? undefined : categories.data?.find((c) => c.category_id === filters.categoryId);
  const categoryPending = filters.categoryId !== undefined && categories.isPending;
  const heading = filters.search
    ? category
      ? t('results_for_in_category', { search: filters.search, category: category.category_name })
      : t('results_for', { search: filters.search })
    : (category?.category_name ?? (categoryPending ? '' : t('title')));

  // A list's total is counted up to PRODUCT_TOTAL_MAX; a search ranks at most SEARCH_RESULTS_MAX.
  const totalCap = filters.search ? SEARCH_RESULTS_MAX : PRODUCT_TOTAL_MAX;
  const panel = <FilterPanel filters={filters} categories={categories.data ?? []} vendors={vendorOptions} onChange={change} onClear={clear} />;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header ref={top} className="flex scroll-mt-24 flex-col gap-2">
        {/* One line tall while a category's name is on its way, so the count below does not move when it comes. */}
        <h1 className="min-h-9 text-3xl font-semibold tracking-tight">{heading}</h1>
        {/* The count's line is there from the start, so what is below does not move down when it comes. */}
        <p className="min-h-6 text-muted-fg" aria-live="polite">
          {list && (list.total >= totalCap ? t('results_count_capped', { count: totalCap }) : t('results_count', { count: list.total }))}
        </p>
      </header>
      <PincodeSelector saved={pincode} onSave={savePin} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" size="sm" className="lg:hidden" onClick={() => setSheetOpen(true)}>
          {t('filters')}
        </Button>
        <label className="ms-auto flex items-center gap-2 text-sm font-medium">
          {t('sort_label')}
          <select
            value={filters.sort ?? 'relevance'}
            onChange={(e) => change({ sort: PRODUCT_SORTS.find((s) => s === e.target.value) })}
            className="rounded-lg border border-line bg-page px-3 py-2 text-sm text-page-fg focus-visible:focus-ring"
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort_${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        {/* Rendered only where it shows: on a phone the filters open in the sheet. */}
        {wide && (
          <aside aria-label={t('filters')} className="hidden lg:block">
            {panel}
          </aside>
        )}
        <SideSheet open={sheetOpen} onOpenChange={setSheetOpen} side="bottom" title={t('filters')}>
          {panel}
        </SideSheet>
        <section aria-label={t('results')} aria-busy={products.isFetching} className="flex flex-col gap-6">
          {/* An empty list kept while another loads is not an answer: "no products" waits for one. */}
          {products.isPending || (products.isPlaceholderData && list?.products.length === 0) ? (
            <div role="status" aria-label={t('common:loading')} className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
              {Array.from({ length: PAGE_SIZE }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : products.isError && !list ? (
            <LoadError error={products.error} onRetry={() => void products.refetch()} description={t('load_failed')} />
          ) : list && list.products.length === 0 ? (
            <EmptyState title={t('empty_title')} description={t('empty_description')}>
              {hasActiveFilters(filters) && (
                <Button variant="secondary" size="sm" onClick={clear}>
                  {t('clear_filters')}
                </Button>
              )}
            </EmptyState>
          ) : (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-4">
              {list?.products.map((product, index) => (
                <li key={product.product_id}>
                  {/* The first row is in view at once on every screen (two cards on a phone, four on a wide one). */}
                  <ProductCard product={product} priority={index < FIRST_ROW} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            className="self-center"
            currentPage={page}
            totalPages={totalPages}
            onPageChange={() => top.current?.scrollIntoView?.({ block: 'start' })}
          />
        </section>
      </div>
    </div>
  );
}
