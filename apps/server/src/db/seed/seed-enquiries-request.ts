import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  addresses,
  customers,
  customFormAttributes,
  customForms,
  orderGroups,
  orderItemEvents,
  orderItemFormValues,
  orderItems,
  orders,
  products,
  vendors,
} from '../schema';
import type { FileStorage } from '../../modules/files';
import { policy } from './catalogue/types';
import { answerRows } from './seed-enquiries-answers';
import type { ChatLine } from './seed-enquiries-chats-data';
import { seedChat } from './seed-enquiries-chats';
import type { Answers } from './seed-enquiries-data';
import { DEMO_SHOPPER } from './seed-customers';

/**
 * Priya's made-to-order kurta (issue #13): a request-based order item, placed three days ago as
 * checkout places one (nothing to pay until the vendor quotes: every total 0, no payment), its
 * request form answered with her measurements, a photo of a kurta she likes the fit of and a note,
 * accepted by the vendor, and a short chat about it. Written once.
 */

const HOUR = 60 * 60 * 1000;
const PLACED_HOURS_AGO = 72;
const ACCEPTED_HOURS_AGO = 50;

export const KURTA_ANSWERS: Answers = {
  Chest: ['40'],
  Waist: ['34'],
  'Kurta length': ['42'],
  Sleeve: ['Full'],
  Fabric: ['Linen'],
  Extras: ['Side pockets', 'Contrast piping'],
  'A kurta you like the fit of': 'kurta-photo',
  'Anything else': ['An easy fit at the chest, please: it is for the summer.'],
};

/** Accepted by the vendor, being stitched; the last update unread. */
export const KURTA_CHAT: ChatLine[] = [
  { hoursAgo: 70, from: 'customer', text: 'I have filled in my measurements. Could the sleeves be a touch narrower at the wrist?' },
  { hoursAgo: 50, from: 'vendor', text: 'Of course, we will taper them to 6 inches at the cuff. The linen is in stock; we start cutting tomorrow.' },
  { hoursAgo: 49, from: 'customer', text: 'Perfect, thank you!' },
  { hoursAgo: 20, from: 'vendor', text: 'The kurta is cut and the contrast piping is on. The stitching will be done in three days.', unread: true },
];

export async function seedKurtaRequest(tx: Db, storage: FileStorage, now: Date): Promise<void> {
  const [priya] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.storeId, DEMO_SHOPPER.storeId), eq(customers.phone, DEMO_SHOPPER.phone)));
  if (!priya) return;
  const [had] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.customerId, priya.id), eq(orderItems.itemType, 'request_item')))
    .limit(1);
  if (had) return;
  const kurta = await kurtaProduct(tx);
  if (!kurta) throw new Error('seed request: no request-based Custom-tailored Kurta with a form');
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const [home] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, priya.id), eq(addresses.addressType, 'delivery')))
    .limit(1);
  const address = home
    ? { name: home.name, phone: home.phone, line1: home.line1, line2: home.line2 ?? '', city: home.city, state: home.state, pincode: home.pincode }
    : null;
  const placedAt = at(PLACED_HOURS_AGO);
  const [order] = await tx
    .insert(orders)
    .values({
      storeId: DEMO_SHOPPER.storeId,
      customerId: priya.id,
      checkoutId: randomUUID(),
      idempotencyKey: randomUUID(),
      // A request has nothing to pay until the vendor quotes it: placed, every total 0, no payment.
      paymentStatus: 'Placed',
      currency: 'INR',
      currencySymbol: '₹',
      numberToBasic: 100,
      mrpTotalMinor: 0,
      subTotalMinor: 0,
      discountMinor: 0,
      deliveryMinor: 0,
      totalMinor: 0,
      onlineMinor: 0,
      codMinor: 0,
      deliveryAddress: address,
      billingAddress: address,
      createdAt: placedAt,
      updatedAt: placedAt,
    })
    .returning({ id: orders.id });
  const p = kurta.product;
  const [group] = await tx
    .insert(orderGroups)
    .values({ orderId: order!.id, vendorId: p.vendorId, subTotalMinor: 0, deliveryMinor: 0 })
    .returning({ id: orderGroups.id });
  const [item] = await tx
    .insert(orderItems)
    .values({
      orderId: order!.id,
      groupId: group!.id,
      storeId: DEMO_SHOPPER.storeId,
      productId: p.id,
      vendorId: p.vendorId,
      productName: p.name,
      vendorName: kurta.vendorName,
      productImage: p.images[0] ?? '',
      productType: p.productType,
      orderFlow: p.orderFlow,
      itemType: 'request_item',
      paymentMode: 'pay_on_delivery',
      quantity: 1,
      unitPriceMinor: p.priceMinor,
      unitSellingMinor: p.sellingPriceMinor,
      status: 'InProgress',
      // Cut to her measurements: neither cancelled nor returned once accepted.
      policies: policy({ return_allowed: false, cancellation_allowed: false }),
      updatedAt: at(ACCEPTED_HOURS_AGO),
    })
    .returning({ id: orderItems.id });
  await tx.insert(orderItemEvents).values({
    orderItemId: item!.id,
    fromStatus: 'Received',
    toStatus: 'InProgress',
    actor: 'vendor',
    note: 'Measurements received; the linen is cut tomorrow',
    createdAt: at(ACCEPTED_HOURS_AGO),
  });
  const fields = await tx.select().from(customFormAttributes).where(eq(customFormAttributes.formId, kurta.formId));
  const answers = await answerRows(storage, { store: { id: DEMO_SHOPPER.storeId }, customerId: priya.id }, fields, KURTA_ANSWERS);
  await tx.insert(orderItemFormValues).values(answers.map((a) => ({ ...a, orderItemId: item!.id })));
  await seedChat(tx, { storeId: DEMO_SHOPPER.storeId, customerId: priya.id, vendorId: p.vendorId, orderItemId: item!.id }, KURTA_CHAT, now);
}

/** The first request-based Custom-tailored Kurta of the demo store, with its form. */
async function kurtaProduct(tx: Db) {
  const rows = await tx
    .select({ product: products, vendorName: vendors.name, formId: customForms.id })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .innerJoin(customForms, eq(customForms.productId, products.id))
    .where(and(eq(products.storeId, DEMO_SHOPPER.storeId), eq(products.orderFlow, 'request_based')))
    .orderBy(asc(products.id));
  return rows.find((r) => r.product.name.includes('Custom-tailored Kurta'));
}
