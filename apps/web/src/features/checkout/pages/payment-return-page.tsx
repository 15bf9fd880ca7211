import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NotFoundState } from '@/components/ui/query-states';
import { Spinner } from '@/components/ui/spinner';
import { orderStatusQueryOptions, parseOrderId } from '../api/check-order-status';
import { orderStatusPath } from '../hooks/use-place-order-flow';

/**
 * /cashfree and /payment (?order_id=N, &cancelled=1 from Stripe): where the gateway sends the
 * shopper back. The status check makes the server confirm with the provider; its answer is cached
 * for /order-status, which shows it. A cancelled payment is checked all the same: the server decides.
 */
export default function PaymentReturnPage() {
  const { t } = useTranslation('order');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orderId = parseOrderId(params.get('order_id'));

  useEffect(() => {
    if (orderId === null) return;
    let live = true;
    // A failed check is shown, and retried, by /order-status.
    void queryClient
      .fetchQuery(orderStatusQueryOptions(orderId, { returned: true }))
      .catch(() => undefined)
      .then(() => {
        if (live) void navigate(orderStatusPath(orderId), { replace: true });
      });
    return () => {
      live = false;
    };
  }, [orderId, queryClient, navigate]);

  if (orderId === null) return <NotFoundState title={t('order:order_not_found')} description={t('order:order_missing_text')} />;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-6 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('order:completing_payment')}</h1>
      <Spinner />
      <p className="text-muted-fg">{t('order:completing_payment_text')}</p>
    </section>
  );
}
