import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRecord } from '@bazaar/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

/** Gateways by their own names (spec §4 provider labels); cash on delivery is translated. */
const PROVIDER_NAMES: Record<string, string> = { cashfree: 'Cashfree', stripe: 'Stripe', amazon_pay: 'Amazon Pay' };

const PAYMENT_VARIANT: Record<string, BadgeVariant> = { Completed: 'default', Failed: 'destructive' };
const REFUND_VARIANT: Record<OrderRecord['refunds'][number]['status'], BadgeVariant> = {
  owed: 'outline',
  pending: 'secondary',
  completed: 'default',
  failed: 'destructive',
};
const KNOWN_PAYMENT_STATUSES = ['Created', 'Pending', 'Completed', 'Failed'];

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-start justify-between gap-3 ${strong ? 'font-semibold' : ''}`}>
      <dt className="text-start">{label}</dt>
      <dd className="text-end">{value}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-line p-4 text-sm">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The order's money: what it cost, how it was paid, and what has been or is being refunded; and where it goes. */
export function OrderSummary({ order, money }: { order: OrderRecord; money: (amount: number) => string }) {
  const { t } = useTranslation('order');
  const amount = (n: number) => <bdi>{money(n)}</bdi>;
  const provider = (name: string | null) => (name === null || name === 'cod' ? t('order:cash_on_delivery') : (PROVIDER_NAMES[name] ?? name));
  const productOf = (orderItemId: number) => order.order_items.find((i) => i.order_item_id === orderItemId)?.product_name ?? '';
  const address = order.delivery_address;
  return (
    <div className="flex flex-col gap-4">
      <Section title={t('order:summary_title')}>
        <dl className="flex flex-col gap-2">
          <Row label={t('order:summary_subtotal')} value={amount(order.sub_total)} />
          {order.discount > 0 && (
            <Row
              label={order.coupon_code ? t('order:summary_coupon_named', { code: order.coupon_code }) : t('order:summary_coupon_discount')}
              value={amount(-order.discount)}
            />
          )}
          <Row label={t('order:summary_delivery')} value={order.delivery_charge > 0 ? amount(order.delivery_charge) : t('order:summary_delivery_free')} />
          <Row label={t('order:summary_total')} value={amount(order.total)} strong />
        </dl>
      </Section>
      <Section title={t('order:payments')}>
        {order.payments.length === 0 ? (
          <p className="text-muted-fg">{t('order:no_payments')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {order.payments.map((payment) => (
              <li key={payment.payment_id} className="flex items-start justify-between gap-3">
                <span className="flex flex-col text-start">
                  <span>{provider(payment.provider)}</span>
                  <span className="text-xs text-muted-fg">
                    <bdi>{formatDate(payment.created_at)}</bdi>
                  </span>
                </span>
                <span className="flex flex-col items-end gap-1">
                  {amount(payment.amount)}
                  <Badge variant={PAYMENT_VARIANT[payment.status] ?? 'outline'}>
                    {payment.provider === 'cod' && payment.status === 'Pending'
                      ? t('order:payment_line_cod_due')
                      : KNOWN_PAYMENT_STATUSES.includes(payment.status)
                        ? t(`order:payment_line_${payment.status}`)
                        : payment.status}
                  </Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      {order.refunds.length > 0 && (
        <Section title={t('order:refunds')}>
          <ul className="flex flex-col gap-2">
            {order.refunds.map((refund) => (
              <li key={refund.refund_id} className="flex items-start justify-between gap-3">
                <span className="flex min-w-0 flex-col items-start text-start">
                  <span dir="auto" className="max-w-full truncate">
                    {productOf(refund.order_item_id)}
                  </span>
                  <span className="text-xs text-muted-fg">
                    {t(`order:refund_reason_${refund.reason}`)} · {provider(refund.provider)}
                  </span>
                </span>
                <span className="flex flex-col items-end gap-1">
                  {amount(refund.amount)}
                  <Badge variant={REFUND_VARIANT[refund.status]}>{t(`order:refund_status_${refund.status}`)}</Badge>
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {address && (
        <Section title={t('order:delivery_address')}>
          <address className="flex flex-col items-start text-start not-italic">
            {[
              address.name,
              address.line1,
              address.line2,
              address.landmark,
              [address.city, address.state, address.pincode].filter(Boolean).join(', '),
              address.phone,
            ]
              // Snapshots taken before 2026-11 may hold the text "null" for an empty line.
              .filter((line) => line && line !== 'null')
              .map((line, i) => (
                <bdi key={i}>{line}</bdi>
              ))}
          </address>
        </Section>
      )}
    </div>
  );
}
