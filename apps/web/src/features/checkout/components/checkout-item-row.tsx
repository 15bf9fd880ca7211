import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutItem } from '@bazaar/contracts';
import { ProductThumb } from '@/components/catalogue/product-thumb';
import { Badge } from '@/components/ui/badge';
import { type MoneyCurrency, useFormatPrice } from '@/lib/format';

/** One item of the checkout: what, how many, what it costs, and how it is paid or fulfilled. */
export function CheckoutItemRow({ item, currency, children }: { item: CheckoutItem; currency: MoneyCurrency; children?: ReactNode }) {
  const { t } = useTranslation('order');
  const formatPrice = useFormatPrice();
  const price =
    item.item_type === 'free_item'
      ? t('order:item_free')
      : item.item_type === 'request_item'
        ? t('order:item_on_request')
        : formatPrice(item.line_total, currency);
  return (
    <li className="flex flex-col gap-3 py-3">
      <div className="flex gap-3">
        <ProductThumb images={item.product_image} className="size-16" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="font-medium">{item.product_name}</p>
          <p className="text-sm text-muted-fg">{t('order:item_quantity', { count: item.quantity })}</p>
          <div className="flex flex-wrap gap-1.5">
            {item.item_type === 'request_item' && <Badge variant="outline">{t('order:item_request_badge')}</Badge>}
            {item.item_type === 'free_item' && <Badge variant="secondary">{t('order:item_free')}</Badge>}
            {item.item_type === 'standard_item' && item.payment_mode === 'pay_on_delivery' && (
              <Badge variant="outline">{t('order:item_pay_on_delivery')}</Badge>
            )}
          </div>
        </div>
        <p className="shrink-0 text-end font-medium">
          {price}
          {item.item_type === 'standard_item' && item.product_price > item.final_price && (
            <span className="block text-xs font-normal text-muted-fg line-through">{formatPrice(item.product_price * item.quantity, currency)}</span>
          )}
        </p>
      </div>
      {children}
    </li>
  );
}

/** Items by the vendor who sells them, in the order they first appear. */
export function groupByVendor(items: CheckoutItem[]): { vendorId: number; vendorName: string; items: CheckoutItem[] }[] {
  const groups = new Map<number, { vendorId: number; vendorName: string; items: CheckoutItem[] }>();
  for (const item of items) {
    const group = groups.get(item.vendor_id) ?? { vendorId: item.vendor_id, vendorName: item.vendor_name, items: [] };
    group.items.push(item);
    groups.set(item.vendor_id, group);
  }
  return [...groups.values()];
}
