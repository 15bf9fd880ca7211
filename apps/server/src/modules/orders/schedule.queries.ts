import { and, asc, count, eq } from 'drizzle-orm';
import type { ServicePlace, ServiceSchedule } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { orderItemReschedules, orderItems, orders, type SlotSnapshot } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { serviceTermsOf, type ServiceTerms } from '../catalogue';
import { slotLabels } from '../delivery';
import type { CustomerContext } from '../identity';
import type { ItemRow, OrderRow } from './item-facts';
import { rescheduleRule, toScheduleActions, type RescheduleRule } from './service-schedule';

/** A booked item's schedule as its owner sees it; every read is scoped by store and customer. */

export type SlottedItem = { item: ItemRow; order: OrderRow; slot: SlotSnapshot };

/** No one else's item, and no item without a slot, is found: both are a 404, saying which. */
export async function ownSlottedItem(db: Db, ctx: CustomerContext, itemId: number, lock = false): Promise<SlottedItem> {
  const query = db
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orders.storeId, ctx.store.id), eq(orders.customerId, ctx.customerId)));
  const [row] = lock ? await query.for('update', { of: orderItems }) : await query;
  if (!row) throw new ApiError(404, `There is no order item ${itemId} among your orders`);
  const slotId = row.item.slotId;
  if (!slotId) throw new ApiError(404, `Order item ${itemId} has no booked time slot`);
  // The snapshot is written with the booking; a row without it is read from the timetable.
  const slot = row.item.slot ?? (await slotLabels(db, ctx.store.id, [slotId])).get(slotId);
  if (!slot) throw new ApiError(404, `Order item ${itemId} has no booked time slot`);
  return { ...row, slot };
}

const NO_TERMS: ServiceTerms['reschedule'] = { allowed: false, noticeHours: 0, limit: 1 };

/** How many times the item has been moved: counted under its row lock by the move, so the limit holds. */
export async function timesMoved(db: Db, itemId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderItemReschedules).where(eq(orderItemReschedules.orderItemId, itemId));
  return row?.n ?? 0;
}

export async function scheduleFacts(
  db: Db,
  ctx: CustomerContext,
  held: SlottedItem,
  now: Date,
): Promise<{ terms: ServiceTerms | undefined; rule: RescheduleRule }> {
  // One after the other: inside a move's transaction both go over its one connection.
  const terms = await serviceTermsOf(db, ctx.store.id, held.item.productId);
  const moved = await timesMoved(db, held.item.id);
  const rule = rescheduleRule({ status: held.item.status, slot: held.slot, terms: terms?.reschedule ?? NO_TERMS, moved }, ctx.store.timeZone, now);
  return { terms, rule };
}

function placeOf(terms: ServiceTerms | undefined, order: OrderRow): ServicePlace | null {
  switch (terms?.place) {
    case 'customer_address':
      return { kind: 'customer_address', address: order.deliveryAddress ?? null };
    case 'vendor_address':
      return { kind: 'vendor_address', address: terms.vendor.address, city: terms.vendor.city };
    case 'online':
      return terms.meetingLink ? { kind: 'online', meeting_link: terms.meetingLink } : null;
    default:
      return null;
  }
}

/** GET …/order-items/{id}/schedule, and the answer to a move (read inside its transaction). */
export async function serviceSchedule(db: Db, ctx: CustomerContext, itemId: number, now = new Date()): Promise<ServiceSchedule> {
  const held = await ownSlottedItem(db, ctx, itemId);
  const { item, order, slot } = held;
  const { terms, rule } = await scheduleFacts(db, ctx, held, now);
  const moves = await db.select().from(orderItemReschedules).where(eq(orderItemReschedules.orderItemId, itemId)).orderBy(asc(orderItemReschedules.id));
  const phone = terms?.vendor.phone ?? null;
  const email = terms?.vendor.email ?? null;
  return {
    item: {
      order_id: order.id,
      order_item_id: item.id,
      product_id: item.productId,
      product_name: item.productName,
      product_image: item.productImage,
      product_type: item.productType as ServiceSchedule['item']['product_type'],
      quantity: item.quantity,
      status: item.status,
    },
    vendor: { vendor_id: item.vendorId, vendor_name: item.vendorName, contact: phone || email ? { phone, email } : null },
    slot: { slot_id: slot.slot_id, date: slot.date, start_time: slot.start_time, end_time: slot.end_time },
    time_zone: ctx.store.timeZone,
    place: placeOf(terms, order),
    rules: {
      reschedule_allowed: terms?.reschedule.allowed ?? false,
      notice_hours: terms?.reschedule.noticeHours ?? 0,
      max_reschedules: terms?.reschedule.limit ?? 0,
    },
    actions: toScheduleActions(rule, ctx.store.timeZone),
    reschedules: moves.map((m) => ({ from: m.fromSlot, to: m.toSlot, actor: m.actor, created_at: m.createdAt.toISOString() })),
  };
}
