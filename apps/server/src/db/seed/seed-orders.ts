import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  addresses,
  customers,
  orderGroups,
  orderItemEvents,
  orderItems,
  orders,
  paymentMethods,
  payments,
  products,
  refunds,
  returnRequests,
  slotBookings,
  slotSchedules,
  vendors,
} from '../schema';
import { policy } from './catalogue/types';
import { DAY, HISTORY, RETURNS, type Line } from './seed-orders-data';
import { DEMO_SHOPPER } from './seed-customers';

/**
 * Priya's order history in the demo store, told as it happened: an order in every item status,
 * paid by each method, with each move in the item's history, the refunds those moves owed, a
 * service booking to come, and a delivered item still inside its return window. Dates are counted
 * back from the day the data is seeded, so the windows are open whenever the demo starts fresh.
 * Items that can still be cancelled or returned are paid in cash: the payment sandbox keeps its
 * payments in memory, so a gateway could not refund a seeded payment made before it started.
 */

export async function seedOrders(tx: Db, now = new Date()): Promise<void> {
  const [priya] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, DEMO_SHOPPER.storeId), eq(customers.phone, DEMO_SHOPPER.phone)));
  if (!priya) return;
  // Written once: a data folder that already has Priya's orders keeps them.
  if ((await tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, priya.id)).limit(1)).length > 0) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const methods = await tx.select().from(paymentMethods).where(eq(paymentMethods.storeId, DEMO_SHOPPER.storeId));
  const [home] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, priya.id), eq(addresses.addressType, 'delivery')))
    .limit(1);
  const address = home
    ? { name: home.name, phone: home.phone, line1: home.line1, line2: home.line2 ?? '', city: home.city, state: home.state, pincode: home.pincode }
    : null;

  for (const seed of HISTORY) {
    const rows: { product: typeof products.$inferSelect; vendorName: string; line: Line }[] = [];
    for (const line of seed.lines) {
      const [row] = await tx
        .select({ product: products, vendorName: vendors.name })
        .from(products)
        .innerJoin(vendors, eq(vendors.id, products.vendorId))
        .where(and(eq(products.storeId, DEMO_SHOPPER.storeId), eq(products.slug, line.slug)));
      if (!row) throw new Error(`seed order: no product ${line.slug}`);
      rows.push({ ...row, line });
    }
    const lineMinor = (r: (typeof rows)[number]) => r.product.sellingPriceMinor * r.line.quantity;
    const subTotal = rows.reduce((sum, r) => sum + lineMinor(r), 0);
    const delivery = subTotal >= 49_900 ? 0 : 4_900;
    const total = subTotal + delivery;
    const cash = seed.provider === 'cod';
    const placedAt = ago(seed.daysAgo);
    const [order] = await tx
      .insert(orders)
      .values({
        storeId: DEMO_SHOPPER.storeId,
        customerId: priya.id,
        checkoutId: randomUUID(),
        idempotencyKey: randomUUID(),
        // Cash orders are Placed until the last item is paid at the door; paid online, Completed.
        paymentStatus: cash ? 'Placed' : 'Completed',
        currency: 'INR',
        currencySymbol: '₹',
        numberToBasic: 100,
        mrpTotalMinor: rows.reduce((sum, r) => sum + r.product.priceMinor * r.line.quantity, 0) + delivery,
        subTotalMinor: subTotal,
        discountMinor: 0,
        deliveryMinor: delivery,
        totalMinor: total,
        onlineMinor: cash ? 0 : total,
        codMinor: cash ? total : 0,
        deliveryAddress: address,
        billingAddress: address,
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning({ id: orders.id });
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order!.id,
        storeId: DEMO_SHOPPER.storeId,
        methodId: methods.find((m) => m.provider === seed.provider)!.id,
        provider: seed.provider,
        reference: `bz${order!.id}-${randomBytes(8).toString('hex')}`,
        status: cash ? 'Pending' : 'Completed',
        amountMinor: total,
        currency: 'INR',
        createdAt: placedAt,
        completedAt: cash ? null : placedAt,
      })
      .returning({ id: payments.id });
    for (const vendorId of new Set(rows.map((r) => r.product.vendorId))) {
      const mine = rows.filter((r) => r.product.vendorId === vendorId);
      const [group] = await tx
        .insert(orderGroups)
        .values({
          orderId: order!.id,
          vendorId,
          subTotalMinor: mine.reduce((sum, r) => sum + lineMinor(r), 0),
          deliveryMinor: vendorId === rows[0]!.product.vendorId ? delivery : 0,
        })
        .returning({ id: orderGroups.id });
      for (const r of mine) await seedItem(tx, { orderId: order!.id, groupId: group!.id, paymentId: payment!.id, cash, placedAt, ago }, r);
    }
  }
}

type ItemContext = { orderId: number; groupId: number; paymentId: number; cash: boolean; placedAt: Date; ago: (days: number) => Date };

async function seedItem(tx: Db, o: ItemContext, r: { product: typeof products.$inferSelect; vendorName: string; line: Line }) {
  const { product: p, line } = r;
  const slot = line.slotInDays === undefined ? null : await bookSeedSlot(tx, p.id, line.quantity, o.ago(-line.slotInDays));
  const [item] = await tx
    .insert(orderItems)
    .values({
      orderId: o.orderId,
      groupId: o.groupId,
      storeId: DEMO_SHOPPER.storeId,
      productId: p.id,
      vendorId: p.vendorId,
      productName: p.name,
      vendorName: r.vendorName,
      productImage: p.images[0] ?? '',
      productType: p.productType,
      orderFlow: p.orderFlow,
      itemType: 'standard_item',
      paymentMode: o.cash ? 'pay_on_delivery' : 'online_payment',
      quantity: line.quantity,
      unitPriceMinor: p.priceMinor,
      unitSellingMinor: p.sellingPriceMinor,
      slotId: slot?.slot_id ?? null,
      slot,
      status: line.status,
      policies: line.noCancel ? policy({ return_allowed: false, cancellation_allowed: false }) : RETURNS,
      fulfilledAt: line.fulfilledDaysAgo === undefined ? null : o.ago(line.fulfilledDaysAgo),
      updatedAt: line.moves.length ? o.ago(line.moves.at(-1)![3]) : o.placedAt,
    })
    .returning({ id: orderItems.id });
  if (line.moves.length) {
    await tx
      .insert(orderItemEvents)
      .values(
        line.moves.map(([from, to, actor, days, note]) => ({ orderItemId: item!.id, fromStatus: from, toStatus: to, actor, note, createdAt: o.ago(days) })),
      );
  }
  if (line.request) {
    const asked = line.moves.find((m) => m[1] === 'Return')!;
    const closed = line.request.status === 'open' ? null : line.moves.find((m) => m[0] === 'Return');
    await tx.insert(returnRequests).values({
      orderItemId: item!.id,
      kind: line.request.kind,
      reason: line.request.reason,
      status: line.request.status,
      createdAt: o.ago(asked[3]),
      closedAt: closed ? o.ago(closed[3]) : null,
    });
  }
  if (line.refund) {
    const at = o.ago(line.moves.at(-1)![3]);
    await tx.insert(refunds).values({
      storeId: DEMO_SHOPPER.storeId,
      orderItemId: item!.id,
      paymentId: o.paymentId,
      amountMinor: p.sellingPriceMinor * line.quantity - (line.refund.chargeMinor ?? 0),
      currency: 'INR',
      status: 'completed',
      reason: line.refund.reason,
      attempts: 1,
      createdAt: at,
      completedAt: at,
    });
  }
}

/** The first slot of the product's schedule on that day, booked for the item. */
async function bookSeedSlot(tx: Db, productId: number, quantity: number, on: Date) {
  const day = on.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const [schedule] = await tx
    .select()
    .from(slotSchedules)
    .where(and(eq(slotSchedules.productId, productId), eq(slotSchedules.weekday, weekday)))
    .orderBy(asc(slotSchedules.startTime))
    .limit(1);
  if (!schedule) throw new Error(`seed order: product ${productId} has no slots`);
  await tx.insert(slotBookings).values({ scheduleId: schedule.id, day, booked: quantity });
  return { slot_id: `${schedule.id}@${day}`, date: day, start_time: schedule.startTime.slice(0, 5), end_time: schedule.endTime.slice(0, 5) };
}
