import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemActionKind, OrderItem as Item, VendorGroup as Group } from '../order-view';
import { InvoiceButton } from './invoice-button';
import { OrderItem } from './order-item';

export interface VendorGroupProps {
  orderId: number;
  placedAt: string;
  group: Group<Item>;
  money: (amount: number) => string;
  onAction: (kind: ItemActionKind, item: Item) => void;
}

/** One vendor's part of an order: its items, and its own invoice. */
export function VendorGroup({ orderId, placedAt, group, money, onAction }: VendorGroupProps) {
  const { t } = useTranslation('order');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-lg border border-line px-4 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {t('order:sold_by', { vendor: group.vendorName })}
        </h2>
        <InvoiceButton orderId={orderId} vendorId={group.vendorId} variant="ghost" label={t('order:invoice_from', { vendor: group.vendorName })} />
      </div>
      <ul className="flex flex-col">
        {group.items.map((item) => (
          <OrderItem key={item.order_item_id} orderId={orderId} placedAt={placedAt} item={item} money={money} onAction={onAction} />
        ))}
      </ul>
    </section>
  );
}
