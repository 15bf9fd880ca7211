import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { TabList } from '@/components/ui/tab-list';
import type { OrderListFilters } from '../api/order-keys';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';
import { OrderSearch } from '../components/order-search';
import { hasFilters, readOrderFilters, STATUS_TABS, writeOrderFilters, type StatusTab } from '../order-filters';

const tabId = (tab: StatusTab) => `orders-tab-${tab}`;
const PANEL_ID = 'orders-panel';

/**
 * /userprofile/myOrder and /userprofile/order: the customer's orders, newest first, filtered by an
 * item status and a product name, a page at a time; all three live in the address bar.
 */
export default function MyOrdersPage() {
  const { t } = useTranslation('order');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readOrderFilters(searchParams);
  const orders = useOrders(filters);
  const totalPages = orders.data ? Math.ceil(orders.data.total / ORDERS_PAGE_SIZE) : 0;
  const tab: StatusTab = filters.status ?? 'all';

  // A new status or search starts again at page 1; typing replaces the entry instead of adding to history.
  const show = useCallback(
    (change: (current: OrderListFilters) => OrderListFilters, replace = false) =>
      setSearchParams((params) => writeOrderFilters(change(readOrderFilters(params))), { replace }),
    [setSearchParams],
  );
  const onSearch = useCallback((search: string) => show((f) => ({ ...f, search: search || undefined, page: 1 }), true), [show]);

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight">{t('order:my_orders')}</h1>
        <OrderSearch value={filters.search ?? ''} onSearch={onSearch} />
      </div>
      <TabList
        label={t('order:status_tabs_label')}
        tabs={STATUS_TABS.map((value) => ({ value, label: t(`order:tab_${value}`) }))}
        value={tab}
        onChange={(next) => show((f) => ({ ...f, status: next === 'all' ? undefined : next, page: 1 }))}
        tabId={tabId}
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="flex flex-col gap-6">
        {orders.isPending ? (
          <LoadingBlocks blocks={repeat(3, 'h-48')} />
        ) : orders.isError ? (
          <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
        ) : orders.data.orders.length === 0 && !hasFilters(filters) && filters.page === 1 ? (
          <EmptyState title={t('order:no_orders')} description={t('order:no_orders_text')}>
            <Link to="/productListing" className={buttonClassName('primary')}>
              {t('order:continue_shopping')}
            </Link>
          </EmptyState>
        ) : orders.data.orders.length === 0 ? (
          <EmptyState title={t('order:no_orders_match')} description={t('order:no_orders_match_text')}>
            <Button variant="tertiary" onClick={() => show(() => ({ page: 1 }))}>
              {t('order:show_all_orders')}
            </Button>
          </EmptyState>
        ) : (
          <>
            <ul
              aria-label={t('order:my_orders')}
              aria-busy={orders.isPlaceholderData || undefined}
              className={`flex flex-col gap-4 transition-opacity ${orders.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {orders.data.orders.map((order) => (
                <OrderCard key={order.order_id} order={order} />
              ))}
            </ul>
            <Pagination className="self-center" currentPage={filters.page} totalPages={totalPages} />
          </>
        )}
      </div>
    </section>
  );
}
