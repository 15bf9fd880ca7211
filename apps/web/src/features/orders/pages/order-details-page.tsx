import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { isolatedValues } from '@/components/ui/isolated-values';
import { isNotFound, LoadError, LoadingBlocks, NotFoundState } from '@/components/ui/query-states';
import { Chevron } from '@/components/ui/chevron';
import { formatDate, useFormatPrice } from '@/lib/format';
import { lazyWithReload } from '@/lib/lazy-with-reload';
import { useOrder } from '../api/get-order';
import { InvoiceButton } from '../components/invoice-button';
import { PAYMENT_VARIANT } from '../components/order-card';
import { OrderSummary } from '../components/order-summary';
import { VendorGroup } from '../components/vendor-group';
import { byVendor, ORDERS_LIST_ROUTE, parseOrderId, type ItemAction } from '../order-view';

const ItemActionSheet = lazyWithReload(() => import('../components/item-action-sheet'));

function OrderNotFound() {
  const { t } = useTranslation('order');
  return (
    <NotFoundState title={t('order:order_not_found')} description={t('order:order_not_found_text')}>
      <Link to={ORDERS_LIST_ROUTE} className={buttonClassName('primary')}>
        {t('order:my_orders')}
      </Link>
    </NotFoundState>
  );
}

function BackToOrders() {
  const { t } = useTranslation('order');
  return (
    <Link to={ORDERS_LIST_ROUTE} className="inline-flex w-fit items-center gap-1 rounded-md text-sm text-muted-fg hover:text-page-fg focus-visible:focus-ring">
      <Chevron to="start" />
      {t('order:back_to_orders')}
    </Link>
  );
}

/** /userprofile/order/:orderId: one order, by vendor, with each item's story and what may be done with it now. */
export default function OrderDetailsPage() {
  const orderId = parseOrderId(useParams().orderId);
  return orderId === null ? <OrderNotFound /> : <OrderDetails orderId={orderId} />;
}

function OrderDetails({ orderId }: { orderId: number }) {
  const { t } = useTranslation('order');
  const order = useOrder(orderId);
  const [action, setAction] = useState<ItemAction | null>(null);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const format = useFormatPrice();

  if (order.isError && isNotFound(order.error)) return <OrderNotFound />;
  const money = (amount: number) => (order.data ? format(amount, order.data.currency) : '');
  const open = (next: ItemAction) => {
    setSheetLoaded(true);
    setAction(next);
  };

  return (
    <section className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <BackToOrders />
      {order.isPending ? (
        <LoadingBlocks blocks={['h-16', 'h-72', 'h-48']} />
      ) : order.isError ? (
        <LoadError error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <>
          <header className="flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-col gap-1 text-start">
              <h1 className="text-3xl font-semibold tracking-tight">{t('order:order_number', { orderId })}</h1>
              <p className="flex flex-wrap items-center gap-2 text-muted-fg">
                <span>{isolatedValues(t, 'order:placed_on', { date: formatDate(order.data.created_at) })}</span>
                <Badge variant={PAYMENT_VARIANT[order.data.payment_status]}>{t(`order:payment_status_${order.data.payment_status}`)}</Badge>
              </p>
            </div>
            <InvoiceButton orderId={orderId} variant="secondary" />
          </header>
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex flex-col gap-6">
              {byVendor(order.data.order_items).map((group) => (
                <VendorGroup
                  key={group.vendorId}
                  orderId={orderId}
                  placedAt={order.data.created_at}
                  group={group}
                  money={money}
                  onAction={(kind, item) => open({ kind, item })}
                />
              ))}
            </div>
            <OrderSummary order={order.data} money={money} />
          </div>
        </>
      )}
      {sheetLoaded && (
        <Suspense fallback={null}>
          <ItemActionSheet orderId={orderId} action={action} money={money} onClose={() => setAction(null)} />
        </Suspense>
      )}
    </section>
  );
}
