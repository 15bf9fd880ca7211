import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ProductThumb } from '@/components/catalogue/product-thumb';
import { buttonClassName } from '@/components/ui/button';
import { isNotFound, LoadError, LoadingBlocks, NotFoundState } from '@/components/ui/query-states';
import { Chevron } from '@/components/ui/chevron';
import { useSchedule } from '../api/get-schedule';
import { ItemStatusBadge } from '../components/item-status-badge';
import { RescheduleDialog } from '../components/reschedule-dialog';
import { ReschedulePanel } from '../components/reschedule-panel';
import { VendorCard, WhenCard, WhereCard } from '../components/schedule-summary';
import { ORDERS_LIST_ROUTE, orderPagePath, parseOrderId } from '../order-view';

function BookingNotFound() {
  const { t } = useTranslation(['training_overview', 'order']);
  return (
    <NotFoundState title={t('training_overview:not_found')} description={t('training_overview:not_found_text')}>
      <Link to={ORDERS_LIST_ROUTE} className={buttonClassName('primary')}>
        {t('order:my_orders')}
      </Link>
    </NotFoundState>
  );
}

/**
 * /trainingOverview/:orderItemId/:orderId: a booked service or bundle: when and where it happens,
 * who gives it, the vendor's rules for moving it, and moving it to another free slot.
 */
export default function TrainingOverviewPage() {
  const params = useParams();
  const itemId = parseOrderId(params.orderItemId);
  const orderId = parseOrderId(params.orderId);
  return itemId === null || orderId === null ? <BookingNotFound /> : <Booking itemId={itemId} orderId={orderId} />;
}

function Booking({ itemId, orderId }: { itemId: number; orderId: number }) {
  const { t } = useTranslation(['training_overview', 'order']);
  const schedule = useSchedule(itemId);
  const [moving, setMoving] = useState(false);

  // The item must be of the order the address names: another order's item is not this page.
  if ((schedule.isError && isNotFound(schedule.error)) || (schedule.data && schedule.data.item.order_id !== orderId)) return <BookingNotFound />;

  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Link
        to={orderPagePath(orderId)}
        className="inline-flex w-fit items-center gap-1 rounded-md text-sm text-muted-fg hover:text-page-fg focus-visible:focus-ring"
      >
        <Chevron to="start" />
        {t('training_overview:back_to_order', { orderId })}
      </Link>
      {schedule.isPending ? (
        <LoadingBlocks blocks={['h-20', 'h-40', 'h-32']} />
      ) : schedule.isError ? (
        <LoadError error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : (
        <>
          <header className="flex items-start gap-4">
            <ProductThumb images={schedule.data.item.product_image} className="size-16 shrink-0" />
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1 text-start">
              <p className="text-sm text-muted-fg">{t('training_overview:eyebrow')}</p>
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
                <bdi>{schedule.data.item.product_name}</bdi>
              </h1>
              <ItemStatusBadge status={schedule.data.item.status} />
            </div>
          </header>
          <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid gap-4 sm:grid-cols-2">
              <WhenCard schedule={schedule.data} />
              <WhereCard schedule={schedule.data} />
            </div>
            <div className="flex flex-col gap-4 lg:row-span-2">
              <ReschedulePanel schedule={schedule.data} onReschedule={() => setMoving(true)} />
              <VendorCard schedule={schedule.data} />
            </div>
          </div>
          <RescheduleDialog schedule={schedule.data} open={moving} onClose={() => setMoving(false)} />
        </>
      )}
    </section>
  );
}
