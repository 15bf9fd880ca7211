import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';
import { isNotFound, LoadError, LoadingBlocks, NotFoundState } from '@/components/ui/query-states';
import { parseOrderId, type OrderOutcome } from '../api/check-order-status';
import { useOrderStatus } from '../hooks/use-order-status';

const TONE: Record<OrderOutcome, string> = {
  paid: 'border-green-600/40 bg-green-600/10',
  placed: 'border-green-600/40 bg-green-600/10',
  pending: 'border-amber-500/40 bg-amber-500/10',
  failed: 'border-red-600/40 bg-red-600/10',
};

function OrderStatus({ orderId }: { orderId: number }) {
  const { t } = useTranslation('order');
  const { status, outcome } = useOrderStatus(orderId);

  if (status.isPending) {
    return (
      <>
        <p className="text-muted-fg">{t('order:status_checking')}</p>
        <LoadingBlocks blocks={['h-32']} />
      </>
    );
  }
  if (status.isError) {
    if (isNotFound(status.error)) return <NotFoundState title={t('order:order_not_found')} description={t('order:order_not_found_text')} />;
    return <LoadError error={status.error} onRetry={() => void status.refetch()} />;
  }
  const shown = outcome ?? 'pending';
  return (
    <div role="status" className={`flex flex-col items-start gap-3 rounded-lg border p-6 ${TONE[shown]}`}>
      <h2 className="text-xl font-semibold">{t(`order:status_${shown}_title`)}</h2>
      <p>{t(`order:status_${shown}_text`, { orderId })}</p>
      <div className="flex flex-wrap gap-3">
        {shown === 'pending' && (
          <Button onClick={() => void status.refetch()} disabled={status.isFetching} aria-busy={status.isFetching || undefined}>
            {status.isFetching ? t('order:status_checking_short') : t('order:status_check_again')}
          </Button>
        )}
        {shown === 'failed' && (
          <Link to="/cart" className={buttonClassName('primary')}>
            {t('order:back_to_cart')}
          </Link>
        )}
        <Link to="/userprofile/myOrder" className={buttonClassName(shown === 'failed' || shown === 'pending' ? 'tertiary' : 'primary')}>
          {t('order:my_orders')}
        </Link>
        <Link to="/" className={buttonClassName('tertiary')}>
          {t('order:continue_shopping')}
        </Link>
      </div>
    </div>
  );
}

/** /order-status?order_id=N: paid, placed, pending or failed, as the server answers (spec §4, §7). */
export default function OrderStatusPage() {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const orderId = parseOrderId(params.get('order_id'));
  if (orderId === null) return <NotFoundState title={t('order:order_not_found')} description={t('order:order_missing_text')} />;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold">{t('order:order_status')}</h1>
      <OrderStatus key={orderId} orderId={orderId} />
    </section>
  );
}
