import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { OrderSummary, PaymentStatus } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { orderItems, orders, payments } from '../../db/schema';
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

const main = (minor: number, unit: number) => Math.round((minor / unit) * 100) / 100;

/** One page of orders, newest first, with their items: two queries whatever the page size. */
export async function listOrders(
  ctx: Owner,
  query: { page: number; limit: number; status?: PaymentStatus },
): Promise<{ orders: OrderSummary[]; total: number }> {
  const where = query.status ? and(own(ctx), eq(orders.paymentStatus, query.status))! : own(ctx);
  const { rows, total } = await readPage(query.page, query.limit, {
    all: () => ctx.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)),
    slice: (limit, offset) => ctx.db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    count: async () => (await ctx.db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0,
  });
  const items = rows.length
    ? await ctx.db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.orderId), asc(orderItems.id))
    : [];
  return {
    total,
    orders: rows.map((o) => {
      const unit = o.numberToBasic;
      return {
        order_id: o.id,
        created_at: o.createdAt.toISOString(),
        payment_status: o.paymentStatus,
        sub_total: main(o.subTotalMinor, unit),
        discount: main(o.discountMinor, unit),
        delivery_charge: main(o.deliveryMinor, unit),
        total: main(o.totalMinor, unit),
        currency: { symbol: o.currencySymbol, iso_code: o.currency, number_to_basic: unit },
        order_items: items
          .filter((i) => i.orderId === o.id)
          .map((i) => ({
            order_item_id: i.id,
            product_id: i.productId,
            product_name: i.productName,
            product_image: i.productImage,
            product_type: i.productType as OrderSummary['order_items'][number]['product_type'],
            vendor_id: i.vendorId,
            vendor_name: i.vendorName,
            quantity: i.quantity,
            final_price: main(i.unitSellingMinor, unit),
            line_total: main(i.itemType === 'standard_item' ? i.unitSellingMinor * i.quantity : 0, unit),
            item_type: i.itemType,
            payment_mode: i.paymentMode,
            status: i.status,
            slot: i.slot ?? null,
          })),
      };
    }),
  };
}
