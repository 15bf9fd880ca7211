import type { OrderSummary } from '@bazaar/contracts';
import { itemRules, toActions } from './item-policy';
import type { refunds, returnRequests } from '../../db/schema';
import { policiesInMain, toMain } from '../catalogue';
import { factsOf, lineMinor, type ItemExtras, type ItemRow, type OrderRow, type PaymentRow } from './item-facts';

/** Orders and their items as the API shows them: money in the main unit, with what the customer may do now. */

export function itemView(item: ItemRow, order: OrderRow, orderPayments: PaymentRow[], extras: ItemExtras, timeZone: string, now: Date) {
  const unit = order.numberToBasic;
  return {
    order_item_id: item.id,
    product_id: item.productId,
    product_name: item.productName,
    product_image: item.productImage,
    product_type: item.productType as OrderSummary['order_items'][number]['product_type'],
    vendor_id: item.vendorId,
    vendor_name: item.vendorName,
    quantity: item.quantity,
    final_price: toMain(item.unitSellingMinor, unit),
    line_total: toMain(item.itemType === 'standard_item' ? item.unitSellingMinor * item.quantity : 0, unit),
    item_type: item.itemType,
    payment_mode: item.paymentMode,
    status: item.status,
    slot: item.slot ?? null,
    policies: policiesInMain(item.policies as OrderSummary['order_items'][number]['policies'], unit),
    actions: toActions(itemRules(factsOf(item, order, orderPayments, extras), timeZone, now), unit),
  };
}

export function orderHead(o: OrderRow) {
  const unit = o.numberToBasic;
  return {
    order_id: o.id,
    created_at: o.createdAt.toISOString(),
    payment_status: o.paymentStatus,
    sub_total: toMain(o.subTotalMinor, unit),
    discount: toMain(o.discountMinor, unit),
    delivery_charge: toMain(o.deliveryMinor, unit),
    total: toMain(o.totalMinor, unit),
    currency: { symbol: o.currencySymbol, iso_code: o.currency, number_to_basic: unit },
  };
}

/** A refund as the API shows it, with the provider of the payment it goes back through. */
export function refundView(r: typeof refunds.$inferSelect, unit: number, orderPayments: PaymentRow[]) {
  return {
    refund_id: r.id,
    order_item_id: r.orderItemId,
    amount: toMain(r.amountMinor, unit),
    status: r.status,
    reason: r.reason,
    provider: orderPayments.find((p) => p.id === r.paymentId)?.provider ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** A return or replacement request as the API shows it. */
export function requestView(r: typeof returnRequests.$inferSelect) {
  return { request_id: r.id, kind: r.kind, reason: r.reason, images: r.images, status: r.status, created_at: r.createdAt.toISOString() };
}

/**
 * A payment as the API shows it. Cash on delivery is handed over item by item as each is delivered
 * (item-facts' paidMinor counts a delivered cash item as paid), so its payment shows Completed once
 * no cash item is still on its way and at least one was delivered, for the amount due less the
 * lines never delivered (cancelled or rejected before delivery); until then it is Pending.
 */
export function paymentView(p: PaymentRow, items: ItemRow[], unit: number) {
  const row = {
    payment_id: p.id,
    provider: p.provider,
    status: p.status as string,
    amount: toMain(p.amountMinor, unit),
    created_at: p.createdAt.toISOString(),
  };
  if (p.provider !== 'cod' || p.status !== 'Pending') return row;
  const cash = items.filter((i) => i.paymentMode === 'pay_on_delivery' && i.itemType === 'standard_item');
  const onItsWay = cash.some((i) => i.status === 'Received' || i.status === 'InProgress');
  const notDelivered = cash.filter((i) => i.fulfilledAt === null);
  if (onItsWay || notDelivered.length === cash.length) return row;
  const neverPaid = notDelivered.reduce((sum, i) => sum + lineMinor(i), 0);
  return { ...row, status: 'Completed', amount: toMain(Math.max(p.amountMinor - neverPaid, 0), unit) };
}
