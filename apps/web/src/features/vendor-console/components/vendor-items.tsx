import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { VendorOrderItem } from '@bazaar/contracts';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { TabList } from '@/components/ui/tab-list';
import { VENDOR_ITEMS_PAGE_SIZE, useVendorItems } from '../api/get-vendor-items';
import type { VendorItemFilters } from '../api/vendor-keys';
import type { Move } from '../item-moves';
import { readVendorFilters, STATUS_TABS, writeVendorFilters, type StatusTab } from '../vendor-filters';
import { MoveNoteSheet, type NoteRequest } from './move-note-sheet';
import { VendorItemCard } from './vendor-item-card';

const tabId = (tab: StatusTab) => `vendor-items-tab-${tab}`;
const PANEL_ID = 'vendor-items-panel';

/** The vendor's order items, newest first, a status tab and a page at a time (both in the address bar). */
export function VendorItems({ vendorId }: { vendorId: number }) {
  const { t } = useTranslation('vendor');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readVendorFilters(searchParams);
  const items = useVendorItems(vendorId, filters);
  const [noteRequest, setNoteRequest] = useState<NoteRequest | null>(null);
  const tab: StatusTab = filters.status ?? 'all';
  const totalPages = items.data ? Math.ceil(items.data.total / VENDOR_ITEMS_PAGE_SIZE) : 0;

  const show = useCallback(
    (change: (current: VendorItemFilters) => VendorItemFilters) => {
      setSearchParams((params) => writeVendorFilters(change(readVendorFilters(params))));
    },
    [setSearchParams],
  );
  const onAskNote = useCallback((item: VendorOrderItem, move: Move) => setNoteRequest({ item, move }), []);

  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{t('vendor:items_heading')}</h2>
      <TabList
        label={t('vendor:status_tabs_label')}
        tabs={STATUS_TABS.map((value) => ({ value, label: t(`vendor:tab_${value}`) }))}
        value={tab}
        onChange={(next) => show(() => ({ status: next === 'all' ? undefined : next, page: 1 }))}
        tabId={tabId}
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="flex flex-col gap-4">
        {items.isPending ? (
          <LoadingBlocks blocks={repeat(3, 'h-44')} />
        ) : items.isError ? (
          <LoadError error={items.error} onRetry={() => void items.refetch()} />
        ) : items.data.order_items.length === 0 ? (
          tab === 'all' && filters.page === 1 ? (
            <EmptyState title={t('vendor:empty_title')} description={t('vendor:empty_text')} />
          ) : (
            <EmptyState title={t('vendor:empty_tab_title')} description={t('vendor:empty_tab_text')}>
              <Button variant="tertiary" onClick={() => show(() => ({ page: 1 }))}>
                {t('vendor:show_all')}
              </Button>
            </EmptyState>
          )
        ) : (
          <>
            <p className="text-sm text-muted-fg" aria-live="polite">
              {t('vendor:items_count', { count: items.data.total })}
            </p>
            <ul
              aria-label={t('vendor:items_heading')}
              aria-busy={items.isPlaceholderData || undefined}
              className={`flex flex-col gap-4 transition-opacity ${items.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {items.data.order_items.map((item) => (
                <VendorItemCard key={item.order_item_id} item={item} onAskNote={onAskNote} />
              ))}
            </ul>
            <Pagination className="self-center" currentPage={filters.page} totalPages={totalPages} />
          </>
        )}
      </div>
      <MoveNoteSheet request={noteRequest} onClose={() => setNoteRequest(null)} />
    </div>
  );
}
