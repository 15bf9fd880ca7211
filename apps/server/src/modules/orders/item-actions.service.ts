import { and, asc, eq } from 'drizzle-orm';
import type { CancelItemBody, ReturnItemBody, ReviewItemBody } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { orderItems, orders, payments, returnRequests } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { insertReview } from '../catalogue';
import type { CustomerContext } from '../identity';
import { factsOf, itemExtras, type ItemRow, type OrderRow, type PaymentRow } from './item-facts';
import { recordRefund, releaseItemHolds, type RefundRow } from './item-refund';
import { itemRules, toActions, type ItemRules } from './item-policy';
import { moveItem } from './move-item';
import { refundView } from './order-view';

/**
 * What a customer does with an order item after purchase: cancel it, ask to return or replace it,
 * withdraw that request, review it. Each runs in one transaction that first locks the item's row,
 * so the rules are checked against the state the change is applied to.
 */

type Locked = { item: ItemRow; order: OrderRow; payments: PaymentRow[]; rules: ItemRules };

const notFound = (id: number) => new ApiError(404, `There is no order item ${id} among your orders`);
const dayOf = (d: Date | null, timeZone: string) => (d ? d.toLocaleDateString('en-GB', { timeZone, day: 'numeric', month: 'long', year: 'numeric' }) : '');

/** The customer's own item, locked; another customer's or store's item is not found. */
async function lockOwnItem(tx: Db, ctx: CustomerContext, itemId: number, now: Date): Promise<Locked> {
  const [row] = await tx
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orders.storeId, ctx.store.id), eq(orders.customerId, ctx.customerId)))
    .for('update', { of: orderItems });
  if (!row) throw notFound(itemId);
  const orderPayments = await tx.select().from(payments).where(eq(payments.orderId, row.order.id)).orderBy(asc(payments.id));
  const extras = await itemExtras(tx, [itemId]);
  const rules = itemRules(factsOf(row.item, row.order, orderPayments, extras), ctx.store.timeZone, now);
  return { ...row, payments: orderPayments, rules };
}

async function answer(tx: Db, ctx: CustomerContext, itemId: number, now: Date, refund: RefundRow | null) {
  const after = await lockOwnItem(tx, ctx, itemId, now);
  return {
    order_item_id: itemId,
    status: after.item.status,
    actions: toActions(after.rules, after.order.numberToBasic),
    refund: refund && refundView(refund, after.order.numberToBasic, after.payments),
  };
}

/** Asks the payment's provider for a pending refund once it is recorded (payments' issueRefund). */
export type IssueRefund = (refundId: number) => Promise<{ status: RefundRow['status'] } | null>;

/**
 * After the change is committed, a gateway refund is asked for at once; the answer says how it
 * stands (a provider that does not answer leaves it pending for the retry job).
 */
export async function withIssuedRefund<T extends { refund: { refund_id: number; status: RefundRow['status'] } | null }>(
  change: T,
  issue?: IssueRefund,
): Promise<T> {
  if (!issue || change.refund?.status !== 'pending') return change;
  const issued = await issue(change.refund.refund_id);
  return issued ? { ...change, refund: { ...change.refund, status: issued.status } } : change;
}

export async function cancelItem(ctx: CustomerContext, itemId: number, body: CancelItemBody, options: { now?: Date; issueRefund?: IssueRefund } = {}) {
  const now = options.now ?? new Date();
  const change = await ctx.db.transaction(async (tx) => {
    const locked = await lockOwnItem(tx, ctx, itemId, now);
    const { item, rules } = locked;
    if (!rules.canCancel) {
      const policies = item.policies as { cancellation_allowed?: boolean } | null;
      if (item.status !== 'Received' && item.status !== 'InProgress') throw new ApiError(409, `This item is ${item.status} and can no longer be cancelled`);
      if (!policies?.cancellation_allowed) throw new ApiError(409, 'This product cannot be cancelled under its policy');
      throw new ApiError(409, 'The booked time has started, so this item can no longer be cancelled');
    }
    await moveItem(tx, { itemId, from: item.status, to: 'Cancelled', actor: 'customer', actorId: ctx.customerId, note: body.reason, now });
    await releaseItemHolds(tx, item);
    const refund = await recordRefund(tx, locked, rules.cancelRefundMinor, 'cancelled', now);
    return answer(tx, ctx, itemId, now, refund);
  });
  return withIssuedRefund(change, options.issueRefund);
}

export function requestReturn(ctx: CustomerContext, itemId: number, body: ReturnItemBody, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    // Photos are the customer's own uploads, under their folder; a path to anyone else's file is refused.
    const own = `uploads/${ctx.store.id}/${ctx.customerId}/`;
    if (body.images.some((path) => !path.startsWith(own) || path.includes('..')))
      throw new ApiError(400, 'images: attach only photos you uploaded for this request');
    const locked = await lockOwnItem(tx, ctx, itemId, now);
    const { item, rules } = locked;
    const replacing = body.kind === 'replacement';
    const allowed = replacing ? rules.canReplace : rules.canReturn;
    if (!allowed) {
      const word = replacing ? 'replacement' : 'return';
      if (item.status !== 'Fulfilled') throw new ApiError(409, `This item is ${item.status}; a ${word} can be asked for once it has been delivered`);
      const deadline = replacing ? rules.replaceDeadline : rules.returnDeadline;
      if (!deadline) throw new ApiError(409, `This product does not allow a ${word} under its policy`);
      throw new ApiError(409, `The ${word} window for this item closed on ${dayOf(deadline, ctx.store.timeZone)}`);
    }
    await tx.insert(returnRequests).values({ orderItemId: itemId, kind: body.kind, reason: body.reason, images: body.images, createdAt: now });
    await moveItem(tx, { itemId, from: 'Fulfilled', to: 'Return', actor: 'customer', actorId: ctx.customerId, note: body.reason, now });
    return answer(tx, ctx, itemId, now, null);
  });
}

export function withdrawReturn(ctx: CustomerContext, itemId: number, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    const { rules } = await lockOwnItem(tx, ctx, itemId, now);
    if (!rules.canWithdrawReturn) throw new ApiError(409, 'This item has no open return or replacement request to withdraw');
    await tx
      .update(returnRequests)
      .set({ status: 'withdrawn', closedAt: now })
      .where(and(eq(returnRequests.orderItemId, itemId), eq(returnRequests.status, 'open')));
    await moveItem(tx, { itemId, from: 'Return', to: 'Fulfilled', actor: 'customer', actorId: ctx.customerId, note: '', now });
    return answer(tx, ctx, itemId, now, null);
  });
}

/**
 * Reviews a delivered item, once. `productId`, when the call names the product (the product's
 * review call), must be the item's: a review is of what was bought.
 */
export function reviewItem(ctx: CustomerContext, itemId: number, body: ReviewItemBody, now = new Date(), productId?: number) {
  return ctx.db.transaction(async (tx) => {
    const { item, rules } = await lockOwnItem(tx, ctx, itemId, now);
    if (productId !== undefined && item.productId !== productId) throw new ApiError(404, `Order item ${itemId} is not for product ${productId}`);
    if (!rules.canReview) {
      if (item.fulfilledAt === null) throw new ApiError(409, 'A review can be written once the item has been delivered');
      throw new ApiError(409, 'You have already reviewed this item');
    }
    const review = await insertReview(tx, {
      storeId: item.storeId,
      productId: item.productId,
      customerId: ctx.customerId,
      orderItemId: itemId,
      rating: body.rating,
      title: body.title,
      text: body.body,
      now,
    });
    return { review, change: await answer(tx, ctx, itemId, now, null) };
  });
}
