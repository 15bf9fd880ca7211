import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderGroups, orderItems } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import type { ItemRow } from './item-facts';
import type { InvoiceData, InvoiceLine } from './invoice-pdf';
import { findOwnOrder } from './order.queries';

/**
 * What an invoice shows, read for the order's owner only: the whole order with its own totals, or
 * one vendor's items with that vendor group's sub total and delivery charge and the items' shares
 * of the coupon. The order as placed: later cancellations and refunds are not taken off.
 */

type Owner = { db: Db; customerId: number; store: { id: number; timeZone: string; name: string; displayName: string } };

const NOTES: Record<ItemRow['itemType'], InvoiceLine['note']> = {
  standard_item: null,
  free_item: 'free',
  request_item: 'quoted',
};

const lineOf = (item: ItemRow): InvoiceLine => ({
  name: item.productName,
  vendorName: item.vendorName,
  quantity: item.quantity,
  unitMinor: item.itemType === 'standard_item' ? item.unitSellingMinor : 0,
  // Before the coupon: the discount has its own line below the sub total.
  lineMinor: item.itemType === 'standard_item' ? item.unitSellingMinor * item.quantity : 0,
  note: NOTES[item.itemType],
});

export async function invoiceData(ctx: Owner, orderId: number, vendorId?: number): Promise<Omit<InvoiceData, 'logo'>> {
  const order = await findOwnOrder(ctx, orderId);
  if (!order) throw notFound(`There is no order ${orderId} among your orders`);
  const ofVendor = vendorId === undefined ? undefined : eq(orderItems.vendorId, vendorId);
  const [items, [group]] = await Promise.all([
    ctx.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), ofVendor))
      .orderBy(asc(orderItems.groupId), asc(orderItems.id)),
    vendorId === undefined
      ? [undefined]
      : ctx.db
          .select()
          .from(orderGroups)
          .where(and(eq(orderGroups.orderId, order.id), eq(orderGroups.vendorId, vendorId)))
          .limit(1),
  ]);
  if (vendorId !== undefined && (items.length === 0 || !group)) throw notFound(`Order ${orderId} has no items from vendor ${vendorId}`);

  // A vendor's part: its group's sums, less the coupon's shares of its lines (checkout split the coupon over them).
  const couponMinor = items.reduce((sum, i) => sum + (i.itemType === 'standard_item' ? i.couponDiscountMinor : 0), 0);
  const sums = group
    ? {
        subTotalMinor: group.subTotalMinor,
        discountMinor: couponMinor,
        deliveryMinor: group.deliveryMinor,
        totalMinor: group.subTotalMinor - couponMinor + group.deliveryMinor,
      }
    : { subTotalMinor: order.subTotalMinor, discountMinor: order.discountMinor, deliveryMinor: order.deliveryMinor, totalMinor: order.totalMinor };

  return {
    number: vendorId === undefined ? `INV-${order.id}` : `INV-${order.id}-${vendorId}`,
    orderId: order.id,
    placedAt: order.createdAt,
    timeZone: ctx.store.timeZone,
    storeName: ctx.store.displayName || ctx.store.name,
    vendorNames: [...new Set(items.map((i) => i.vendorName))],
    currency: order.currency,
    currencySymbol: order.currencySymbol,
    unit: order.numberToBasic,
    billingAddress: order.billingAddress ?? null,
    deliveryAddress: order.deliveryAddress ?? null,
    couponCode: sums.discountMinor > 0 ? order.couponCode : null,
    lines: items.map(lineOf),
    ...sums,
  };
}
