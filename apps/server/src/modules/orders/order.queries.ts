import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { ORDER_ITEM_STATUSES, PAYMENT_STATUSES, type OrderRecord, type OrderSummary, type PaymentStatus } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { orderItemEvents, orderItems, orders, payments, productReviews, refunds, returnRequests } from '../../db/schema';
import { containsText } from '../../lib/sql-text';
import { addDays, zonedInstant } from '../delivery';
import { itemExtras } from './item-facts';
import { itemView, orderHead, paymentView, refundView, requestView } from './order-view';
import { readPage } from '../../lib/paging';

/** Reads of the customer's own orders; every query is scoped by store and customer. */

type Owner = { db: Db; store: { id: number }; customerId: number };
const own = (ctx: Owner) => and(eq(orders.storeId, ctx.store.id), eq(orders.customerId, ctx.customerId))!;

export async function findOrderByKey(db: Db, ctx: Owner, idempotencyKey: string) {
  const [row] = await db
    .select({ id: orders.id, checkoutId: orders.checkoutId, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(own(ctx), eq(orders.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

/** The customer's own order, or undefined: another customer's or store's order is never found. */
export async function findOwnOrder(ctx: Owner, orderId: number) {
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(and(own(ctx), eq(orders.id, orderId)))
    .limit(1);
  return row;
}

export const paymentsOf = (db: Db, orderId: number) => db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));

/** The page's orders' items and payments, and the items' requests and reviews: four queries whatever the page size. */
async function itemsAndPayments(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return { items: [], orderPayments: [], extras: await itemExtras(db, []) };
  const [items, orderPayments] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.orderId), asc(orderItems.id)),
    db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.id)),
  ]);
  return {
    items,
    orderPayments,
    extras: await itemExtras(
      db,
      items.map((i) => i.id),
    ),
  };
}

export type OrderListFilters = { page: number; limit: number; status?: string; from?: string; to?: string; search?: string };

/** The list's filters: a payment status or an item status, days of placing in the store's zone, a product name. */
function listWhere(ctx: Owner & { store: { id: number; timeZone: string } }, q: OrderListFilters): SQL {
  const itemHas = (condition: SQL) => sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${condition})`;
  const status = q.status;
  return and(
    own(ctx),
    status && (PAYMENT_STATUSES as readonly string[]).includes(status) ? eq(orders.paymentStatus, status as PaymentStatus) : undefined,
    status && (ORDER_ITEM_STATUSES as readonly string[]).includes(status) ? itemHas(sql`${orderItems.status} = ${status}`) : undefined,
    q.from ? gte(orders.createdAt, zonedInstant(ctx.store.timeZone, q.from)) : undefined,
    q.to ? lt(orders.createdAt, zonedInstant(ctx.store.timeZone, addDays(q.to, 1))) : undefined,
    q.search ? itemHas(containsText(orderItems.productName, q.search)) : undefined,
  )!;
}

/** One page of orders, newest first, with their items and what may be done with each. */
export async function listOrders(
  ctx: Owner & { store: { id: number; timeZone: string } },
  query: OrderListFilters,
  now = new Date(),
): Promise<{ orders: OrderSummary[]; total: number }> {
  const where = listWhere(ctx, query);
  const newest = [desc(orders.createdAt), desc(orders.id)];
  const { rows, total } = await readPage(query.page, query.limit, {
    all: () =>
      ctx.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...newest),
    slice: (limit, offset) =>
      ctx.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...newest)
        .limit(limit)
        .offset(offset),
    count: async () => (await ctx.db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0,
  });
  const { items, orderPayments, extras } = await itemsAndPayments(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    total,
    orders: rows.map((o) => {
      const mine = orderPayments.filter((p) => p.orderId === o.id);
      return {
        ...orderHead(o),
        order_items: items.filter((i) => i.orderId === o.id).map((i) => itemView(i, o, mine, extras, ctx.store.timeZone, now)),
      };
    }),
  };
}

/** The customer's own order with everything that happened to it since; undefined for anyone else's. */
export async function orderDetails(
  ctx: Owner & { store: { id: number; timeZone: string } },
  orderId: number,
  now = new Date(),
): Promise<OrderRecord | undefined> {
  const order = await findOwnOrder(ctx, orderId);
  if (!order) return undefined;
  const { items, orderPayments, extras } = await itemsAndPayments(ctx.db, [order.id]);
  const ids = items.map((i) => i.id);
  const [events, requests, reviews, refundRows] = ids.length
    ? await Promise.all([
        ctx.db.select().from(orderItemEvents).where(inArray(orderItemEvents.orderItemId, ids)).orderBy(asc(orderItemEvents.id)),
        ctx.db.select().from(returnRequests).where(inArray(returnRequests.orderItemId, ids)).orderBy(asc(returnRequests.id)),
        ctx.db.select().from(productReviews).where(inArray(productReviews.orderItemId, ids)),
        ctx.db.select().from(refunds).where(inArray(refunds.orderItemId, ids)).orderBy(asc(refunds.id)),
      ])
    : [[], [], [], []];
  const unit = order.numberToBasic;
  return {
    ...orderHead(order),
    delivery_address: order.deliveryAddress ?? null,
    billing_address: order.billingAddress ?? null,
    coupon_code: order.couponCode ?? null,
    order_items: items.map((i) => {
      const request = requests.filter((r) => r.orderItemId === i.id).at(-1);
      const review = reviews.find((r) => r.orderItemId === i.id);
      return {
        ...itemView(i, order, orderPayments, extras, ctx.store.timeZone, now),
        history: events
          .filter((e) => e.orderItemId === i.id)
          .map((e) => ({ from: e.fromStatus, to: e.toStatus, actor: e.actor, note: e.note, created_at: e.createdAt.toISOString() })),
        return_request: request ? requestView(request) : null,
        review: review ? { rating: review.rating, title: review.title, body: review.text, created_at: review.createdAt.toISOString() } : null,
      };
    }),
    payments: orderPayments.map((p) => paymentView(p, items, unit)),
    refunds: refundRows.map((r) => refundView(r, unit, orderPayments)),
  };
}
