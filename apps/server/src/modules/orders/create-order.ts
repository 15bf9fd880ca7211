import { randomBytes } from 'node:crypto';
import type { PaymentStatus } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { orderGroups, orderItems, orders, payments } from '../../db/schema';

/**
 * Writes a placed order inside the caller's transaction: the order with its totals, one group
 * per vendor, the items as they were bought, and one payment row per method chosen. Prices come
 * in already computed from the catalogue by the checkout; nothing here reads the client.
 */

type OrderRow = typeof orders.$inferInsert;
type ItemRow = typeof orderItems.$inferInsert;

export type NewOrder = Pick<
  OrderRow,
  | 'storeId'
  | 'customerId'
  | 'checkoutId'
  | 'idempotencyKey'
  | 'currency'
  | 'currencySymbol'
  | 'numberToBasic'
  | 'mrpTotalMinor'
  | 'subTotalMinor'
  | 'discountMinor'
  | 'deliveryMinor'
  | 'totalMinor'
  | 'onlineMinor'
  | 'codMinor'
  | 'couponId'
  | 'couponCode'
  | 'deliveryAddress'
  | 'billingAddress'
> & {
  paymentStatus: PaymentStatus;
  groups: { vendorId: number; subTotalMinor: number; deliveryMinor: number }[];
  items: Omit<ItemRow, 'id' | 'orderId' | 'groupId' | 'storeId' | 'status'>[];
  payments: { methodId: number; provider: 'cod' | 'cashfree' | 'stripe' | 'amazon_pay'; amountMinor: number }[];
};

export type CreatedPayment = { id: number; reference: string; provider: string; amountMinor: number; currency: string };

/** Our reference at a provider: unique, unguessable, and within every provider's id rules (≤ 40 of [a-z0-9-]). */
const paymentReference = (orderId: number) => `bz${orderId}-${randomBytes(8).toString('hex')}`;

export async function insertOrder(tx: Db, order: NewOrder): Promise<{ orderId: number; payments: CreatedPayment[] }> {
  const { groups, items, payments: methods, ...row } = order;
  const [created] = await tx.insert(orders).values(row).returning({ id: orders.id });
  const orderId = created!.id;
  const groupRows = await tx
    .insert(orderGroups)
    .values(groups.map((g) => ({ ...g, orderId })))
    .returning({ id: orderGroups.id, vendorId: orderGroups.vendorId });
  const groupOf = new Map(groupRows.map((g) => [g.vendorId, g.id]));
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId, storeId: order.storeId, groupId: groupOf.get(item.vendorId)! })));
  if (methods.length === 0) return { orderId, payments: [] };
  const rows = await tx
    .insert(payments)
    .values(
      methods.map((m) => ({
        orderId,
        storeId: order.storeId,
        methodId: m.methodId,
        provider: m.provider,
        reference: paymentReference(orderId),
        // Cash is collected on delivery: its payment waits there, not at a gateway.
        status: m.provider === 'cod' ? ('Pending' as const) : ('Created' as const),
        amountMinor: m.amountMinor,
        currency: order.currency,
      })),
    )
    .returning({ id: payments.id, reference: payments.reference, provider: payments.provider, amountMinor: payments.amountMinor, currency: payments.currency });
  return { orderId, payments: rows };
}
