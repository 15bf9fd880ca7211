import { eq } from 'drizzle-orm';
import type { Checkout, PaymentStatus, PlaceOrderNext, PlaceOrderResult } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { checkouts } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import { findOwnAddress, toAddress } from '../account';
import { removeOrderedLines } from '../cart';
import { reserveStock, shortOf } from '../catalogue';
import { bookSlot, type SlotLabel } from '../delivery';
import { claimOffers } from '../enquiries';
import { customerContact, lockCustomer, type CustomerContext } from '../identity';
import { findOrderByKey, findOwnOrder, insertOrder, paymentsOf, redeemCoupon, type NewOrder } from '../orders';
import { paymentStartProblem } from '../payments';
import { storeCurrency } from '../store';
import { checkoutItemCount, checkoutLines, findOwnCheckout } from './checkout.queries';
import { itemTypeOf } from './checkout-pricing';
import { loadCheckoutState, viewOf, type CheckoutState } from './checkout.service';
import { offerOwner } from './offer-prices';

/**
 * Places a checkout as an order, once. Everything that holds something runs in one transaction
 * under the customer's row lock: prices read again from the catalogue, stock taken and slots booked
 * by conditional UPDATEs, the coupon counted, the order split per vendor, the cart emptied of what
 * was bought. Any refusal rolls all of it back. Only then, outside the transaction, is a gateway
 * asked to start the online payment; if it does not answer, the order stays Created and placing it
 * again with the same Idempotency-Key asks again.
 */

/** Starts (or resumes) the online payment of an order at its gateway and says what the browser does. */
export type StartOnlinePayment = (payment: { id: number; provider: string }, orderId: number) => Promise<PlaceOrderNext>;

const MISSING: Record<Checkout['missing'][number], string> = {
  delivery_address: 'Choose a delivery address',
  billing_address: 'Choose a billing address',
  slot: 'Choose a time slot for every service that needs one',
  payment: 'Choose how to pay',
};

export async function placeOrder(ctx: CustomerContext, checkoutId: string, key: string, now: Date, start: StartOnlinePayment): Promise<PlaceOrderResult> {
  const known = await findOrderByKey(ctx.db, ctx, key);
  if (known) return answerFor(ctx, known.id, checkoutId, known.checkoutId, start);
  await turnAwaySoldOut(ctx, checkoutId);
  // The answer is read inside the transaction: after the commit its connection goes back to a pool
  // that a burst of losing buyers queue for, and the winners were answered last (bench:checkout).
  const placed = await ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, ctx);
    // A twin request with the same key may have committed while this one waited for the lock.
    const twin = await findOrderByKey(tx, ctx, key);
    if (twin && twin.checkoutId !== checkoutId) throw keyReused();
    if (twin) return readAnswer({ ...ctx, db: tx }, twin.id);
    const checkout = await findOwnCheckout(tx, ctx, checkoutId, { lock: true });
    if (!checkout) throw notFound('This checkout was not found; start again from your cart');
    if (checkout.orderId !== null) throw new ApiError(409, `This checkout was already placed as order ${checkout.orderId}`);
    if (checkout.expiresAt.getTime() <= now.getTime()) throw new ApiError(410, 'This checkout has expired; start again from your cart');
    const state = await loadCheckoutState(ctx, checkout, now, tx);
    return readAnswer({ ...ctx, db: tx }, await writeOrder(tx, ctx, state, key, now));
  });
  return finish(placed, start);
}

/**
 * A product already sold out refuses the order before it queues on the product's row lock, so
 * buyers who arrive after the last unit hold no database connection. (Buyers who all arrive before
 * it runs out still queue: in the bench's burst of 1,000 this changed nothing.) Read without a
 * lock, so it only turns away; reserveStock's conditional UPDATE still decides who gets a unit.
 */
async function turnAwaySoldOut(ctx: CustomerContext, checkoutId: string): Promise<void> {
  const checkout = await findOwnCheckout(ctx.db, ctx, checkoutId);
  if (!checkout || checkout.orderId !== null) return;
  // The order keeps the store's own product names (what its vendors and invoices read), whatever
  // language the shopper browsed in.
  for (const line of await checkoutLines(ctx.db, { ...ctx, language: undefined }, checkoutId)) {
    // A line at a vendor's offer is always bought (priced from the offer, not the catalogue's hidden price).
    const held =
      line.offerId !== null ||
      itemTypeOf({ orderFlow: line.orderFlow, priceVisible: line.priceVisibility, unitSellingMinor: line.sellingPriceMinor }) !== 'request_item';
    if (held && line.stock < line.quantity) throw shortOf({ name: line.name, stock: line.stock });
  }
}

async function writeOrder(tx: Db, ctx: CustomerContext, state: CheckoutState, key: string, now: Date): Promise<number> {
  const { checkout, lines, pricing, coupon } = state;
  if ((await checkoutItemCount(tx, checkout.id)) !== lines.length || lines.length === 0) {
    throw new ApiError(409, 'A product in this checkout is no longer sold; start again from your cart');
  }
  if (checkout.couponCode && !coupon) throw new ApiError(409, `Coupon ${checkout.couponCode} no longer applies to this order; remove it to go on`);
  const view = await viewOf({ ...ctx, db: tx }, state);
  if (view.missing.length > 0) throw badRequest(`${view.missing.map((m) => MISSING[m]).join('; ')}, then place the order`);
  for (const line of lines) {
    if (line.quantity > line.maxPerOrder) throw badRequest(`You can order at most ${line.maxPerOrder} of ${line.name} at a time`);
  }
  const deliveryAddress = checkout.deliveryAddressId === null ? null : await findOwnAddress(tx, ctx, checkout.deliveryAddressId);
  if (checkout.deliveryAddressId !== null && !deliveryAddress) throw new ApiError(409, 'The delivery address was removed; choose another');
  const chosen = state.methods.filter((m) => checkout.paymentIds.includes(m.id));
  const contact = await customerContact(tx, ctx);
  // As the gateway is started: the delivery address's phone stands in for a profile without one.
  contact.phone ||= deliveryAddress?.phone ?? null;
  for (const method of chosen) {
    // Cashfree needs a phone, Amazon Payment Services an email: said now, not after the order is written.
    const problem = paymentStartProblem(method.provider, contact);
    if (problem) throw badRequest(problem);
  }

  const priced = new Map(pricing.lines.map((p) => [p.key, p]));
  const held = lines.filter((l) => priced.get(l.itemId)!.itemType !== 'request_item');
  await reserveStock(
    tx,
    ctx.store.id,
    held.map((l) => ({ productId: l.id, quantity: l.quantity })),
  );
  const booked = new Map<number, SlotLabel>();
  for (const line of held) {
    if (line.slotId) booked.set(line.itemId, await bookSlot(tx, ctx, { slotId: line.slotId, productId: line.id, quantity: line.quantity }));
  }

  const [currency, billingAddress] = await Promise.all([
    storeCurrency(tx, ctx.store.id),
    checkout.billingAddressId === null ? null : findOwnAddress(tx, ctx, checkout.billingAddressId),
  ]);
  // The address as it was, as text; an empty field is left out (not written as "null").
  const snapshot = (row: typeof deliveryAddress) =>
    row ? Object.fromEntries(Object.entries(toAddress(row)).flatMap(([k, v]) => (v === null || v === undefined || v === '' ? [] : [[k, String(v)]]))) : null;
  const paymentStatus: PaymentStatus = pricing.onlineMinor > 0 ? 'Created' : 'Placed';

  const order: NewOrder = {
    storeId: ctx.store.id,
    customerId: ctx.customerId,
    checkoutId: checkout.id,
    idempotencyKey: key,
    paymentStatus,
    currency: currency.iso_code,
    currencySymbol: currency.symbol,
    numberToBasic: currency.number_to_basic,
    mrpTotalMinor: pricing.mrpTotalMinor,
    subTotalMinor: pricing.subTotalMinor,
    discountMinor: pricing.discountMinor,
    deliveryMinor: pricing.deliveryMinor,
    totalMinor: pricing.totalMinor,
    onlineMinor: pricing.onlineMinor,
    codMinor: pricing.codMinor,
    couponId: coupon?.id ?? null,
    couponCode: coupon?.code ?? null,
    deliveryAddress: snapshot(deliveryAddress),
    billingAddress: snapshot(billingAddress ?? deliveryAddress),
    groups: [...new Set(lines.map((l) => l.vendorId))].map((vendorId) => ({
      vendorId,
      subTotalMinor: pricing.lines.filter((p) => p.vendorId === vendorId).reduce((sum, p) => sum + p.lineTotalMinor, 0),
      deliveryMinor: pricing.deliveryByVendor.get(vendorId) ?? 0,
    })),
    items: lines.map((l) => {
      const p = priced.get(l.itemId)!;
      return {
        productId: l.id,
        vendorId: l.vendorId,
        vendorName: l.vendorName,
        productName: l.name,
        productImage: l.images[0] ?? '',
        productType: l.productType,
        orderFlow: l.orderFlow,
        itemType: p.itemType,
        paymentMode: p.paymentMode,
        quantity: l.quantity,
        unitPriceMinor: l.priceMinor,
        unitSellingMinor: l.sellingPriceMinor,
        couponDiscountMinor: p.couponMinor,
        slotId: booked.has(l.itemId) ? l.slotId : null,
        slot: booked.get(l.itemId) ?? null,
        policies: l.policies ?? l.vendorPolicies ?? null,
      };
    }),
    // Each amount is above 0: the selection check above refuses a method chosen for a part that comes to nothing.
    payments: chosen.map((m) => ({ methodId: m.id, provider: m.provider, amountMinor: m.is_payment_gateway ? pricing.onlineMinor : pricing.codMinor })),
  };
  const { orderId } = await insertOrder(tx, order);
  // The offers the lines were bought at become this order's, or the whole order is refused.
  const offered = lines.flatMap((l) => (l.offerId === null ? [] : [{ offerId: l.offerId, name: l.name }]));
  await claimOffers(tx, offerOwner(ctx), offered, orderId, now);
  if (coupon) await redeemCoupon(tx, ctx, coupon, orderId, now);
  await tx.update(checkouts).set({ orderId }).where(eq(checkouts.id, checkout.id));
  if (checkout.source === 'cart')
    await removeOrderedLines(
      tx,
      ctx,
      lines.map((l) => l.id),
    );
  return orderId;
}

/** What placing answers, the first time and every time after: the order, its status and the browser's next step. */
async function answerFor(ctx: CustomerContext, orderId: number, asked: string, placedFrom: string, start: StartOnlinePayment): Promise<PlaceOrderResult> {
  if (asked !== placedFrom) throw keyReused();
  return finish(await readAnswer(ctx, orderId), start);
}

const keyReused = () => new ApiError(422, 'This Idempotency-Key was already used for another checkout; send a new key for a new order');

type Answer = { orderId: number; paymentStatus: PlaceOrderResult['payment_status']; online: Awaited<ReturnType<typeof paymentsOf>>[number] | undefined };

/** The order's status and its online payment. This customer's order, just placed or found by their key: orders are never deleted. */
async function readAnswer(ctx: CustomerContext, orderId: number): Promise<Answer> {
  const order = (await findOwnOrder(ctx, orderId))!;
  const online = (await paymentsOf(ctx.db, orderId)).find((p) => p.provider !== 'cod');
  return { orderId, paymentStatus: order.paymentStatus, online };
}

/** The browser's next step: the stored one, or the gateway asked now (never inside a transaction). */
async function finish({ orderId, paymentStatus, online }: Answer, start: StartOnlinePayment): Promise<PlaceOrderResult> {
  let next: PlaceOrderNext = { type: 'none' };
  if (online && online.status !== 'Completed' && online.status !== 'Failed') {
    next = (online.next as PlaceOrderNext | null) ?? (await start({ id: online.id, provider: online.provider }, orderId));
  }
  return { order_id: orderId, payment_status: paymentStatus, next };
}
