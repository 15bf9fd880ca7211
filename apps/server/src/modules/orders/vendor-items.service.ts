import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { OrderItemStatus, TransitionBody, VendorOrderItem } from '@bazaar/contracts';
import { customers, orderItems, orders, payments, refunds, returnRequests } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { Db } from '../../db/client';
import { toMain } from '../catalogue';
import type { VendorContext } from '../vendor-console';
import { lineMinor, paidMinor, type ItemRow, type OrderRow } from './item-facts';
import { withIssuedRefund, type IssueRefund } from './item-actions.service';
import { recordRefund, releaseItemHolds, type RefundRow } from './item-refund';
import { assertMove, nextStatuses } from './item-status';
import { moveItem } from './move-item';
import { refundView, requestView } from './order-view';

/**
 * A vendor's side of its order items: the list, and the moves the transition table gives a vendor
 * (accept, fulfil, reject, approve or refuse a return, send a replacement). Every query is scoped
 * by the vendor's store and vendor: another vendor's item is not found.
 */

type Row = { item: ItemRow; order: OrderRow; customerName: string };
export const mine = (ctx: VendorContext) => and(eq(orderItems.storeId, ctx.store.id), eq(orderItems.vendorId, ctx.vendorId));
export const notFound = (id: number) => new ApiError(404, `There is no order item ${id} among your orders`);

const rowsOf = (db: Db) =>
  db
    .select({ item: orderItems, order: orders, customerName: customers.name })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId));

/** The page's requests, refunds and payments: three queries whatever the page size. */
async function views(db: Db, rows: Row[]): Promise<VendorOrderItem[]> {
  const ids = rows.map((r) => r.item.id);
  if (ids.length === 0) return [];
  const [requests, refundRows, orderPayments] = await Promise.all([
    db.select().from(returnRequests).where(inArray(returnRequests.orderItemId, ids)).orderBy(asc(returnRequests.id)),
    db.select().from(refunds).where(inArray(refunds.orderItemId, ids)),
    db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, [...new Set(rows.map((r) => r.order.id))])),
  ]);
  return rows.map(({ item, order, customerName }) => {
    const request = requests.filter((r) => r.orderItemId === item.id).at(-1);
    const refund = refundRows.find((r) => r.orderItemId === item.id);
    const address = order.deliveryAddress;
    return {
      order_item_id: item.id,
      order_id: order.id,
      placed_at: order.createdAt.toISOString(),
      customer_name: customerName,
      deliver_to: address ? [address.city, address.pincode].filter(Boolean).join(' ') || null : null,
      product_id: item.productId,
      product_name: item.productName,
      product_image: item.productImage,
      item_type: item.itemType,
      quantity: item.quantity,
      line_total: toMain(lineMinor(item), order.numberToBasic),
      currency: { symbol: order.currencySymbol, iso_code: order.currency, number_to_basic: order.numberToBasic },
      payment_mode: item.paymentMode,
      // Cash is handed over item by item: a delivered cash item is paid whatever the rest of its order.
      payment_status: item.paymentMode === 'pay_on_delivery' && item.fulfilledAt ? 'Completed' : order.paymentStatus,
      status: item.status,
      slot: item.slot ?? null,
      return_request: request ? requestView(request) : null,
      refund: refund ? refundView(refund, order.numberToBasic, orderPayments) : null,
      next: nextStatuses(item.status, 'vendor'),
    };
  });
}

export async function listVendorItems(ctx: VendorContext, q: { page: number; limit: number; status?: OrderItemStatus }) {
  const where = and(mine(ctx), q.status ? eq(orderItems.status, q.status) : undefined);
  const [rows, [total]] = await Promise.all([
    rowsOf(ctx.db)
      .where(where)
      .orderBy(desc(orderItems.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    ctx.db.select({ n: count() }).from(orderItems).where(where),
  ]);
  return { order_items: await views(ctx.db, rows), total: total?.n ?? 0 };
}

/**
 * Whether a move out of Return approves the open request, checking first that the vendor said what
 * they meant: Refund approves; Fulfilled sends a replacement (`outcome: approved`, for a
 * replacement request only) or refuses (`refused`, the default for a return). Turning the customer
 * down (a rejection or a refusal) needs a note, which they will read. Null when no request is answered.
 */
function answerOf(from: OrderItemStatus, body: TransitionBody, kind: 'return' | 'replacement' | undefined): boolean | null {
  const refusing = from === 'Return' && body.to === 'Fulfilled' && (body.outcome === 'refused' || (kind === 'return' && body.outcome === undefined));
  if ((body.to === 'Rejected' || refusing) && !body.note) throw new ApiError(400, 'note: tell the customer why, in a few words');
  if (from !== 'Return' || !kind) return null;
  if (body.to === 'Refund') return true;
  if (body.to !== 'Fulfilled') return null;
  if (kind === 'replacement' && body.outcome === undefined)
    throw new ApiError(400, 'outcome: say whether the replacement is being sent (approved) or the request is refused (refused)');
  if (kind === 'return' && body.outcome === 'approved') throw new ApiError(400, 'outcome: a return is approved by moving the item to Refund');
  return body.outcome === 'approved';
}

/**
 * Moves one of the vendor's items, under the item's row lock. A rejection gives back its stock and
 * slot and refunds what was paid; approving a return refunds what was paid; answering a request
 * closes it (approved, or refused when a return goes back to Fulfilled).
 */
export async function transitionItem(ctx: VendorContext, itemId: number, body: TransitionBody, options: { now?: Date; issueRefund?: IssueRefund } = {}) {
  const now = options.now ?? new Date();
  const moved = await ctx.db.transaction(async (tx) => {
    const [row] = await rowsOf(tx)
      .where(and(mine(ctx), eq(orderItems.id, itemId)))
      .for('update', { of: orderItems });
    if (!row) throw notFound(itemId);
    const { item, order } = row;
    const [request] =
      item.status === 'Return'
        ? await tx
            .select()
            .from(returnRequests)
            .where(and(eq(returnRequests.orderItemId, itemId), eq(returnRequests.status, 'open')))
        : [];
    assertMove(item.status, body.to, 'vendor');
    const approved = answerOf(item.status, body, request?.kind);
    await moveItem(tx, { itemId, from: item.status, to: body.to, actor: 'vendor', actorId: ctx.vendorUserId, note: body.note, now });
    const orderPayments = await tx.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id));
    const held = { item, order, payments: orderPayments };
    let refund: RefundRow | null = null;
    if (body.to === 'Rejected') {
      await releaseItemHolds(tx, item);
      refund = await recordRefund(tx, held, paidMinor(item, orderPayments), 'rejected', now);
    }
    if (item.status === 'Return') {
      await tx
        .update(returnRequests)
        .set({ status: approved ? 'approved' : 'refused', closedAt: now })
        .where(and(eq(returnRequests.orderItemId, itemId), eq(returnRequests.status, 'open')));
      if (body.to === 'Refund') refund = await recordRefund(tx, held, paidMinor(item, orderPayments), 'returned', now);
    }
    return { refund: refund && { refund_id: refund.id, status: refund.status } };
  });
  await withIssuedRefund(moved, options.issueRefund);
  return vendorItemView(ctx, itemId);
}

/** One of the vendor's items as the console shows it. */
export async function vendorItemView(ctx: VendorContext, itemId: number): Promise<VendorOrderItem> {
  const [row] = await rowsOf(ctx.db).where(and(mine(ctx), eq(orderItems.id, itemId)));
  if (!row) throw notFound(itemId);
  return (await views(ctx.db, [row]))[0]!;
}
