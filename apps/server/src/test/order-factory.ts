import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, paymentMethods, payments } from '../db/schema';

/**
 * Orders and their payments written straight to the database, for the payment tests, until
 * place-order makes them: one order with an online payment (and cash due, if asked), no items.
 */

type Provider = 'cod' | 'cashfree' | 'stripe' | 'amazon_pay';

/** The store's method for a provider, made if it is missing. */
export async function paymentMethodFor(db: Db, storeId: number, provider: Provider): Promise<number> {
  await db.insert(paymentMethods).values({ storeId, provider }).onConflictDoNothing();
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.storeId, storeId), eq(paymentMethods.provider, provider)));
  return row!.id;
}

export type OrderInput = {
  storeId: number;
  customerId: number;
  /** The online payment's provider; 'cod' makes a cash-only order; null an order with nothing to pay. */
  provider: Provider | null;
  amountMinor?: number;
  /** Cash still due on delivery beside the online part. */
  codMinor?: number;
  currency?: string;
  numberToBasic?: number;
  createdAt?: Date;
};

export async function createOrder(db: Db, input: OrderInput) {
  const { storeId, customerId, provider, amountMinor = 123_450, codMinor = 0, currency = 'INR', numberToBasic = 100, createdAt = new Date() } = input;
  const online = provider && provider !== 'cod' ? amountMinor : 0;
  const cash = provider === 'cod' ? amountMinor : codMinor;
  const total = online + cash;
  const [order] = await db
    .insert(orders)
    .values({
      storeId,
      customerId,
      checkoutId: randomUUID(),
      idempotencyKey: randomUUID(),
      paymentStatus: online > 0 ? 'Created' : total > 0 ? 'Placed' : 'Completed',
      currency,
      currencySymbol: currency === 'INR' ? '₹' : currency,
      numberToBasic,
      mrpTotalMinor: total,
      subTotalMinor: total,
      discountMinor: 0,
      deliveryMinor: 0,
      totalMinor: total,
      onlineMinor: online,
      codMinor: cash,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const rows: { provider: Provider; amountMinor: number }[] = [];
  if (cash > 0) rows.push({ provider: 'cod', amountMinor: cash });
  if (online > 0) rows.push({ provider: provider!, amountMinor: online });
  const made = [];
  for (const row of rows) {
    const [payment] = await db
      .insert(payments)
      .values({
        orderId,
        storeId,
        methodId: await paymentMethodFor(db, storeId, row.provider),
        provider: row.provider,
        reference: `bz${orderId}-${randomBytes(8).toString('hex')}`,
        status: row.provider === 'cod' ? 'Pending' : 'Created',
        amountMinor: row.amountMinor,
        currency,
        createdAt,
      })
      .returning({
        id: payments.id,
        reference: payments.reference,
        provider: payments.provider,
        amountMinor: payments.amountMinor,
        currency: payments.currency,
      });
    made.push(payment!);
  }
  return { orderId, payment: made.find((p) => p.provider !== 'cod') ?? null, payments: made };
}

/** The payment and its order as they are now. */
export async function paymentState(db: Db, paymentId: number) {
  const [row] = await db
    .select({ status: payments.status, providerRef: payments.providerRef, next: payments.next, orderStatus: orders.paymentStatus })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  return row!;
}
