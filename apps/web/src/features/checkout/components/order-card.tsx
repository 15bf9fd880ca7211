import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@bazaar/contracts';
import { ProductThumb } from '@/components/catalogue/product-thumb';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { isolatedValues } from '@/components/ui/isolated-values';
import { formatDate, formatPrice, formatTime12h } from '@/lib/format';
import { IsolatedCopy } from './isolated-copy';

const STATUS_VARIANT: Record<OrderSummary['payment_status'], BadgeVariant> = {
  Created: 'outline',
  Placed: 'secondary',
  Completed: 'default',
  Failed: 'destructive',
};

type Group = { vendorId: number; vendorName: string; items: OrderSummary['order_items'] };

/** Items by vendor: each vendor fulfils its own part of the order. */
function byVendor(items: OrderSummary['order_items']): Group[] {
  const groups = new Map<number, Group>();
  for (const item of items) {
    const group = groups.get(item.vendor_id) ?? { vendorId: item.vendor_id, vendorName: item.vendor_name, items: [] };
    group.items.push(item);
    groups.set(item.vendor_id, group);
  }
  return [...groups.values()];
}

/** One order in the list: number, date, payment status, total, and what was bought from whom. */
export function OrderCard({ order }: { order: OrderSummary }) {
  // The booked slot reads as it did in the cart (cart:slot_chosen).
  const { t } = useTranslation(['order', 'cart']);
  const titleId = useId();
  const money = (n: number) => formatPrice(n, order.currency.symbol);
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col">
          <p id={titleId} className="font-semibold">
            {t('order:order_number', { orderId: order.order_id })}
          </p>
          <p className="text-sm text-muted-fg">
            <IsolatedCopy i18nKey="order:ordered_on" values={{ date: formatDate(order.created_at) }} />
          </p>
        </div>
        <div className="flex items-center gap-3">
          <Badge variant={STATUS_VARIANT[order.payment_status]}>{t(`order:payment_status_${order.payment_status}`)}</Badge>
          <p className="font-semibold">{money(order.total)}</p>
        </div>
      </div>
      {byVendor(order.order_items).map((group) => (
        <div key={group.vendorId} className="flex flex-col gap-2 border-t border-line pt-3">
          <p className="text-sm font-medium">{t('order:sold_by', { vendor: group.vendorName })}</p>
          <ul className="flex flex-col gap-2">
            {group.items.map((item) => (
              <li key={item.order_item_id} className="flex items-center gap-3">
                <ProductThumb images={item.product_image} className="size-12" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <span>{item.product_name}</span>
                  <span className="text-xs text-muted-fg">
                    {t('order:item_quantity', { count: item.quantity })} · {t(`order:item_status_${item.status}`)}
                  </span>
                  {item.slot && (
                    <span className="text-xs text-muted-fg">
                      {isolatedValues(t, 'cart:slot_chosen', {
                        date: formatDate(item.slot.date),
                        start: formatTime12h(item.slot.start_time),
                        end: formatTime12h(item.slot.end_time),
                      })}
                    </span>
                  )}
                </div>
                <span className="text-sm">{item.item_type === 'free_item' ? t('order:item_free') : money(item.line_total)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </li>
  );
}
