import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorOrderItem } from '@bazaar/contracts';
import { Badge } from '@/components/ui/badge';
import { isolatedValues } from '@/components/ui/isolated-values';
import { formatDate, formatTime12h, useFormatPrice } from '@/lib/format';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-fg">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

/** What the vendor needs to act on an item: who, where, how many, how much and how it is paid. */
export function ItemDetails({ item }: { item: VendorOrderItem }) {
  const { t } = useTranslation('vendor');
  const format = useFormatPrice();
  const money = (amount: number) => format(amount, item.currency);
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
      <Detail label={t('vendor:customer')}>
        <bdi>{item.customer_name}</bdi>
      </Detail>
      <Detail label={t('vendor:deliver_to')}>{item.deliver_to ? <bdi>{item.deliver_to}</bdi> : t('vendor:no_address')}</Detail>
      <Detail label={t('vendor:quantity')}>{item.quantity}</Detail>
      <Detail label={t('vendor:total')}>
        <bdi>{money(item.line_total)}</bdi>
      </Detail>
      <Detail label={t('vendor:payment')}>{t(`vendor:payment_mode_${item.payment_mode}`)}</Detail>
      <Detail label={t('vendor:payment_status')}>
        {item.payment_mode === 'pay_on_delivery' && item.payment_status === 'Placed'
          ? t('vendor:payment_due_on_delivery')
          : t(`vendor:payment_status_${item.payment_status}`)}
      </Detail>
      {item.slot && (
        <Detail label={t('vendor:slot')}>
          {isolatedValues(t, 'vendor:slot_time', {
            date: formatDate(item.slot.date),
            start: formatTime12h(item.slot.start_time),
            end: formatTime12h(item.slot.end_time),
          })}
        </Detail>
      )}
      {item.refund && (
        <Detail label={t('vendor:refund')}>{isolatedValues(t, `vendor:refund_${item.refund.status}`, { amount: money(item.refund.amount) })}</Detail>
      )}
    </dl>
  );
}

/** The customer's return or replacement request, with their reason in their own words (and their photos, as `children`). */
export function ReturnRequestNote({ request, children }: { request: NonNullable<VendorOrderItem['return_request']>; children?: ReactNode }) {
  const { t } = useTranslation('vendor');
  return (
    <div className="flex flex-col gap-1 rounded-md border-s-4 border-secondary bg-muted p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t(`vendor:request_${request.kind}`)}</span>
        <Badge variant={request.status === 'open' ? 'secondary' : 'outline'}>{t(`vendor:request_status_${request.status}`)}</Badge>
      </p>
      <p>
        <span className="text-muted-fg">{t('vendor:request_reason')}</span> {/* The customer's words, in whatever language and direction they wrote them. */}
        <bdi>{request.reason}</bdi>
      </p>
      {children}
    </div>
  );
}
