import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { VendorEnquiryRecord } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { TabList } from '@/components/ui/tab-list';
import { VENDOR_ENQUIRIES_PAGE_SIZE, useVendorEnquiries } from '../api/vendor-enquiries';
import type { EnquiryFilters } from '../api/vendor-keys';
import { ENQUIRY_TABS, readEnquiryFilters, writeEnquiryFilters, type EnquiryTab } from '../enquiry-filters';
import { VendorEnquiryCard } from './vendor-enquiry-card';
import { VendorEnquiryPanel } from './vendor-enquiry-panel';

const tabId = (tab: EnquiryTab) => `vendor-enquiries-tab-${tab}`;
const PANEL_ID = 'vendor-enquiries-panel';
const TAB_KEYS = {
  all: 'vendor:enquiry_tab_all',
  '1': 'vendor:enquiry_status_1',
  '2': 'vendor:enquiry_status_2',
  '3': 'vendor:enquiry_status_3',
  '4': 'vendor:enquiry_status_4',
} as const satisfies Record<EnquiryTab, string>;

/** The vendor's enquiries, newest first, a status tab and a page at a time (both in the address bar), each opening its panel. */
export function VendorEnquiries({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation('vendor');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readEnquiryFilters(searchParams);
  const enquiries = useVendorEnquiries(vendorId, filters);
  const [open, setOpen] = useState<VendorEnquiryRecord | null>(null);
  const tab: EnquiryTab = filters.status ? (String(filters.status) as EnquiryTab) : 'all';
  const totalPages = enquiries.data ? Math.ceil(enquiries.data.total / VENDOR_ENQUIRIES_PAGE_SIZE) : 0;

  const show = useCallback(
    (change: (current: EnquiryFilters) => EnquiryFilters) => setSearchParams((params) => writeEnquiryFilters(change(readEnquiryFilters(params)))),
    [setSearchParams],
  );

  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{t('vendor:view_enquiries')}</h2>
      <TabList
        label={t('vendor:enquiry_tabs_label')}
        tabs={ENQUIRY_TABS.map((value) => ({ value, label: t(TAB_KEYS[value]) }))}
        value={tab}
        onChange={(next) => show(() => ({ status: next === 'all' ? undefined : Number(next), page: 1 }))}
        tabId={tabId}
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="flex flex-col gap-4">
        {enquiries.isPending ? (
          <LoadingBlocks blocks={repeat(3, 'h-28')} />
        ) : enquiries.isError ? (
          <LoadError error={enquiries.error} onRetry={() => void enquiries.refetch()} />
        ) : enquiries.data.enquiries.length === 0 ? (
          tab === 'all' && filters.page === 1 ? (
            <EmptyState title={t('vendor:enquiries_empty_title')} description={t('vendor:enquiries_empty_text')} />
          ) : (
            <EmptyState title={t('vendor:empty_tab_title')} description={t('vendor:enquiries_empty_tab_text')}>
              <Button variant="tertiary" onClick={() => show(() => ({ page: 1 }))}>
                {t('vendor:show_all_enquiries')}
              </Button>
            </EmptyState>
          )
        ) : (
          <>
            <p className="text-sm text-muted-fg" aria-live="polite">
              {t('vendor:enquiries_count', { count: enquiries.data.total })}
            </p>
            <ul
              aria-label={t('vendor:view_enquiries')}
              aria-busy={enquiries.isPlaceholderData || undefined}
              className={`flex flex-col gap-4 transition-opacity ${enquiries.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {enquiries.data.enquiries.map((enquiry) => (
                <VendorEnquiryCard key={enquiry.id} enquiry={enquiry} onOpen={setOpen} />
              ))}
            </ul>
            <Pagination className="self-center" currentPage={filters.page} totalPages={totalPages} />
          </>
        )}
      </div>
      <VendorEnquiryPanel enquiry={open} onClose={() => setOpen(null)} />
    </div>
  );
}
