import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EnquiryRecord } from '@bazaar/contracts';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, LoadError } from '@/components/ui/query-states';
import { Spinner } from '@/components/ui/spinner';
import { TabList } from '@/components/ui/tab-list';
import { ENQUIRIES_PAGE_SIZE, useEnquiries } from '../api/get-enquiries';
import { enquiryKeys } from '../api/enquiry-keys';
import { EnquiryCard } from '../components/enquiry-card';
import { EnquiryPanel } from '../components/enquiry-panel';
import { readTab, STATUS_TABS, TAB_STATUS, writeTab, type StatusTab } from '../enquiry-view';

const tabId = (tab: StatusTab) => `enquiries-tab-${tab}`;
const PANEL_ID = 'enquiries-panel';
/** Spec §9: three pages either side of the current one on this list. */
const SIBLING_COUNT = 3;

/** /enquiries: the customer's enquiries, newest first, by status, a page at a time; tab and page live in the address bar. */
export default function EnquiriesPage() {
  const { t } = useTranslation('order');
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tab, page } = readTab(searchParams);
  const [opened, setOpened] = useState<EnquiryRecord | null>(null);
  const enquiries = useEnquiries({ status: tab === 'all' ? undefined : TAB_STATUS[tab], page }, opened !== null);
  const totalPages = enquiries.data ? Math.ceil(enquiries.data.total / ENQUIRIES_PAGE_SIZE) : 0;
  // The panel follows the list, read every 20 s while it is open: a status the vendor changed shows
  // (and closes the chat) at the next read.
  const open = opened && (enquiries.data?.enquiries.find((e) => e.id === opened.id) ?? opened);
  const close = useCallback(() => {
    setOpened(null);
    // Reading the chat marked its messages read: the unread badges change.
    void queryClient.invalidateQueries({ queryKey: enquiryKeys.all });
  }, [queryClient]);

  // A page past the last (an old link, or enquiries gone since) shows the last page instead (spec §5).
  const pastLast = !enquiries.isPlaceholderData && totalPages > 0 && page > totalPages;
  useEffect(() => {
    if (pastLast) setSearchParams(writeTab({ tab, page: totalPages }), { replace: true });
  }, [pastLast, tab, totalPages, setSearchParams]);

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight first-letter:uppercase">{t('order:my_enquiries')}</h1>
      <TabList
        label={t('order:enquiry_tabs_label')}
        tabs={STATUS_TABS.map((value) => ({ value, label: t(`order:enquiry_tab_${value}`) }))}
        value={tab}
        // A new tab starts again at page 1.
        onChange={(next) => setSearchParams(writeTab({ tab: next, page: 1 }))}
        tabId={tabId}
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="flex flex-col gap-6">
        {enquiries.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner className="[&_svg]:size-8" />
          </div>
        ) : enquiries.isError ? (
          <LoadError error={enquiries.error} onRetry={() => void enquiries.refetch()} />
        ) : enquiries.data.enquiries.length === 0 ? (
          <EmptyState title={t('order:no_enquiries_found')} />
        ) : (
          <>
            <ul
              aria-label={t('order:my_enquiries')}
              aria-busy={enquiries.isPlaceholderData || undefined}
              className={`flex flex-col gap-4 transition-opacity ${enquiries.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {enquiries.data.enquiries.map((enquiry) => (
                <EnquiryCard key={enquiry.id} enquiry={enquiry} onView={setOpened} />
              ))}
            </ul>
            <Pagination className="self-center" currentPage={page} totalPages={totalPages} siblingCount={SIBLING_COUNT} />
          </>
        )}
      </div>
      <EnquiryPanel enquiry={open} onClose={close} />
    </section>
  );
}
