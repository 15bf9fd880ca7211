import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderSummary } from '@bazaar/contracts';
import { ProductThumb } from '@/components/catalogue/product-thumb';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { isolatedValues } from '@/components/ui/isolated-values';
import { formatDate, useFormatPrice } from '@/lib/format';
import { byVendor, orderPagePath } from '../order-view';
import { ItemStatusBadge } from './item-status-badge';
import { SlotLine } from './slot-line';

export const PAYMENT_VARIANT: Record<OrderSummary['payment_status'], BadgeVariant> = {
  Created: 'outline',
  Placed: 'secondary',
  Completed: 'default',
  Failed: 'destructive',
};

/** One order in the list: number, date, payment status, total, what was bought from whom, and the way to its page. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('order');
  const titleId = useId();
  const format = useFormatPrice();
  const money = (n: number) => format(n, order.currency);
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col text-start">
          <h2 id={titleId} className="font-semibold">
            {t('order:order_number', { orderId: order.order_id })}
          </h2>
          <p className="text-sm text-muted-fg">{isolatedValues(t, 'order:placed_on', { date: formatDate(order.created_at) })}</p>
        </div>
        <div className="flex items-center gap-3">
          <Badge variant={PAYMENT_VARIANT[order.payment_status]}>{t(`order:payment_status_${order.payment_status}`)}</Badge>
          <p className="font-semibold">
            <bdi>{money(order.total)}</bdi>
          </p>
        </div>
      </div>
      {byVendor(order.order_items).map((group) => (
        <div key={group.vendorId} className="flex flex-col gap-2 border-t border-line pt-3">
          <p className="text-sm font-medium">{t('order:sold_by', { vendor: group.vendorName })}</p>
          <ul className="flex flex-col gap-2">
            {group.items.map((item) => (
              <li key={item.order_item_id} className="flex items-center gap-3">
                <ProductThumb images={item.product_image} className="size-12" />
                <div className="flex min-w-0 flex-1 flex-col items-start gap-0.5">
                  <span dir="auto" className="max-w-full truncate">
                    {item.product_name}
                  </span>
                  <span className="flex flex-wrap items-center gap-2 text-xs text-muted-fg">
                    {t('order:item_quantity', { count: item.quantity })}
                    <ItemStatusBadge status={item.status} />
                  </span>
                  {item.slot && <SlotLine slot={item.slot} />}
                </div>
                <span className="text-sm">{item.item_type === 'free_item' ? t('order:item_free') : <bdi>{money(item.line_total)}</bdi>}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link
        to={orderPagePath(order.order_id)}
        aria-label={t('order:view_order_details', { orderId: order.order_id })}
        className={buttonClassName('tertiary', 'sm', 'self-end')}
      >
        {t('order:view_details')}
      </Link>
    </li>
  );
}
