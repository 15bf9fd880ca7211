import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { EmptyState, LoadError, LoadingBlocks, repeat } from '@/components/ui/query-states';
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders';
import { OrderCard } from '../components/order-card';

/** The `page` query value as a page number; anything else is page 1. */
function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /userprofile/myOrder: the customer's orders, newest first, with what each holds from which vendor. */
export default function MyOrdersPage() {
  const { t } = useTranslation('order');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromQuery(searchParams.get('page'));
  const orders = useOrders(page);
  const totalPages = orders.data ? Math.ceil(orders.data.total / ORDERS_PAGE_SIZE) : 0;

  const goToPage = (next: number) =>
    setSearchParams((params) => {
      params.set('page', String(next));
      return params;
    });

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight">{t('order:my_orders')}</h1>
      {orders.isPending ? (
        <LoadingBlocks blocks={repeat(3, 'h-40')} />
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <EmptyState title={t('order:no_orders')} description={t('order:no_orders_text')}>
          <Link to="/productListing" className={buttonClassName('primary')}>
            {t('order:continue_shopping')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul aria-label={t('order:my_orders')} aria-busy={orders.isPlaceholderData || undefined} className="flex flex-col gap-4">
            {orders.data.orders.map((order) => (
              <OrderCard key={order.order_id} order={order} />
            ))}
          </ul>
          <Pagination className="self-center" currentPage={page} totalPages={totalPages} onPageChange={goToPage} />
        </>
      )}
    </section>
  );
}
