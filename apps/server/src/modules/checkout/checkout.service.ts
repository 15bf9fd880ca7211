import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CART_QUANTITY_MAX, type Checkout, type CheckoutCreateBody, type CheckoutUpdateBody, type PaymentMethod } from '@bazaar/contracts';
import { checkoutItems, checkouts } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import type { CustomerContext } from '../identity';
import { findOwnAddress } from '../account';
import { cartLinesOf } from '../cart';
import { findVisibleProducts } from '../catalogue';
import { checkSlot, slotLabels } from '../delivery';
import { offerLineProblem, offerTermsOf } from '../enquiries';
import { findUsableCoupon, type Coupon } from '../orders';
import { listPaymentMethods } from '../payments';
import { storeCurrency } from '../store';
import { checkoutItemCount, checkoutLines, findOwnCheckout, type CheckoutRow } from './checkout.queries';
import { priceLines, toCheckoutView } from './checkout-view';
import type { Pricing } from './checkout-pricing';
import { offerIdsOf, offerOwner, withOfferPrices } from './offer-prices';

/**
 * Owns checkouts: made from the cart or the buy-now item, priced afresh from the catalogue every
 * time they are read, changed by the shopper's choices (addresses, coupon, payments, slots), and
 * placed once (place-order.ts). A checkout lives an hour.
 */

export const CHECKOUT_TTL_MS = 60 * 60 * 1000;

const missingCheckout = () => notFound('This checkout was not found; start again from your cart');

/** The checkout as the customer may change it: their own, not placed, not expired. */
export async function openCheckout(ctx: CustomerContext, id: string, now: Date): Promise<CheckoutRow> {
  const checkout = await findOwnCheckout(ctx.db, ctx, id);
  if (!checkout) throw missingCheckout();
  if (checkout.orderId !== null) throw new ApiError(409, `This checkout was already placed as order ${checkout.orderId}`);
  if (checkout.expiresAt.getTime() <= now.getTime()) throw new ApiError(410, 'This checkout has expired; start again from your cart');
  return checkout;
}

async function lookupLines(ctx: CustomerContext, body: CheckoutCreateBody) {
  if (body.source === 'buy_now') return [{ productId: body.product_id, quantity: body.quantity, slotId: body.slot ?? null, offerId: null }];
  const lines = await cartLinesOf(ctx);
  if (lines.length === 0) throw badRequest('Your cart is empty; add something to it before checking out');
  return lines.map((l) => ({ ...l, slotId: null }));
}

export async function createCheckout(ctx: CustomerContext, body: CheckoutCreateBody, now: Date): Promise<Checkout> {
  const lines = await lookupLines(ctx, body);
  const [products, offers] = await Promise.all([
    findVisibleProducts(
      ctx,
      lines.map((l) => l.productId),
    ),
    offerTermsOf(ctx.db, offerOwner(ctx), offerIdsOf(lines)),
  ]);
  const found = new Map(products.map((p) => [p.id, p]));
  for (const line of lines) {
    const product = found.get(line.productId);
    if (!product)
      throw notFound(body.source === 'cart' ? 'A product in your cart is no longer sold; remove it and try again' : `Product ${line.productId} was not found`);
    // A line accepted at a vendor's offer is bought at it, while the offer holds; otherwise an enquiry's product is not sold.
    const offerProblem = line.offerId === null ? null : offerLineProblem(offers.get(line.offerId), product.name, now);
    if (offerProblem) throw new ApiError(409, offerProblem);
    if (line.offerId === null && product.orderFlow === 'enquiry_based')
      throw new ApiError(409, `${product.name} is sold by enquiry; send the vendor an enquiry instead`);
    const limit = Math.min(product.maxPerOrder, CART_QUANTITY_MAX);
    if (line.quantity > limit) throw badRequest(`You can order at most ${limit} of ${product.name} at a time`);
    if (product.orderFlow !== 'request_based' && product.stock < line.quantity) {
      throw new ApiError(409, product.stock <= 0 ? `${product.name} is out of stock` : `Only ${product.stock} of ${product.name} left in stock`);
    }
    if (line.slotId && !product.slotRequired) throw badRequest(`${product.name} is booked without a time slot`);
  }
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(checkouts).values({
      id,
      storeId: ctx.store.id,
      customerId: ctx.customerId,
      source: body.source,
      expiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
    });
    await tx
      .insert(checkoutItems)
      .values(lines.map((l) => ({ checkoutId: id, productId: l.productId, quantity: l.quantity, slotId: l.slotId, offerId: l.offerId })));
  });
  return getCheckout(ctx, id, now);
}

export type CheckoutState = {
  checkout: CheckoutRow;
  lines: Awaited<ReturnType<typeof checkoutLines>>;
  pricing: Pricing;
  coupon: Coupon | null;
  methods: PaymentMethod[];
};

const asPricingCoupon = (c: Coupon) => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  maxDiscountMinor: c.maxDiscountMinor,
  minOrderMinor: c.minOrderMinor,
  vendorId: c.vendorId,
});

/** The checkout priced now: lines from the catalogue (or their offer), the coupon if it still holds, the store's methods. */
export async function loadCheckoutState(ctx: CustomerContext, checkout: CheckoutRow, now: Date, db = ctx.db): Promise<CheckoutState> {
  const [catalogueLines, methods] = await Promise.all([checkoutLines(db, ctx, checkout.id), listPaymentMethods({ ...ctx, db })]);
  const lines = withOfferPrices(catalogueLines, await offerTermsOf(db, offerOwner(ctx), offerIdsOf(catalogueLines)));
  const delivery = { feeMinor: ctx.store.deliveryFeeMinor, freeFromMinor: ctx.store.freeDeliveryFromMinor };
  let coupon: Coupon | null = null;
  if (checkout.couponCode && checkout.orderId === null) {
    // A coupon that stopped holding (expired, used up elsewhere) simply stops applying.
    coupon = await findUsableCoupon(db, ctx, checkout.couponCode, now).catch(() => null);
  }
  let pricing = priceLines(lines, coupon ? asPricingCoupon(coupon) : null, delivery);
  if (coupon && pricing.couponProblem) {
    coupon = null;
    pricing = priceLines(lines, null, delivery);
  }
  return { checkout, lines, pricing, coupon, methods };
}

export async function viewOf(ctx: CustomerContext, state: CheckoutState): Promise<Checkout> {
  const slotIds = state.lines.flatMap((l) => (l.slotId ? [l.slotId] : []));
  const [slots, currency] = await Promise.all([slotLabels(ctx.db, ctx.store.id, slotIds), storeCurrency(ctx.db, ctx.store.id)]);
  return toCheckoutView({ ...state, slots, currency });
}

export async function getCheckout(ctx: CustomerContext, id: string, now: Date): Promise<Checkout> {
  const checkout = await findOwnCheckout(ctx.db, ctx, id);
  if (!checkout) throw missingCheckout();
  return viewOf(ctx, await loadCheckoutState(ctx, checkout, now));
}

/** Cash on delivery once, one gateway at most (§4), each one of the store's active methods. */
function checkPaymentIds(ids: number[], methods: PaymentMethod[]): void {
  if (new Set(ids).size !== ids.length) throw badRequest('payment_ids names the same method twice');
  const chosen = ids.map((id) => {
    const method = methods.find((m) => m.id === id);
    if (!method) throw badRequest(`Payment method ${id} is not offered by this store`);
    return method;
  });
  if (chosen.filter((m) => m.is_payment_gateway).length > 1) throw badRequest('Choose one online payment method only');
}

export async function updateCheckout(ctx: CustomerContext, id: string, body: CheckoutUpdateBody, now: Date): Promise<Checkout> {
  const checkout = await openCheckout(ctx, id, now);
  const set: Partial<typeof checkouts.$inferInsert> = {};
  for (const key of ['delivery_address_id', 'billing_address_id'] as const) {
    const addressId = body[key];
    if (addressId === undefined) continue;
    if (addressId !== null && !(await findOwnAddress(ctx.db, ctx, addressId))) throw notFound(`Address ${addressId} is not in your address book`);
    set[key === 'delivery_address_id' ? 'deliveryAddressId' : 'billingAddressId'] = addressId;
  }
  const state = await loadCheckoutState(ctx, checkout, now);
  if (body.coupon_code !== undefined) set.couponCode = await checkCoupon(ctx, state, body.coupon_code, now);
  if (body.payment_ids !== undefined) {
    checkPaymentIds(body.payment_ids, state.methods);
    set.paymentIds = body.payment_ids;
  }
  const slots = body.slots ? await checkSlots(ctx, state, body.slots) : [];
  // Everything was checked first: the changes are written together or not at all, and the
  // checkout is priced once more, as written, for the answer.
  const after = await ctx.db.transaction(async (tx) => {
    const own = and(eq(checkouts.id, id), eq(checkouts.customerId, ctx.customerId));
    if (Object.keys(set).length > 0) await tx.update(checkouts).set(set).where(own);
    for (const { itemId, slot } of slots) {
      await tx
        .update(checkoutItems)
        .set({ slotId: slot })
        .where(and(eq(checkoutItems.id, itemId), eq(checkoutItems.checkoutId, id)));
    }
    const written = await loadCheckoutState(ctx, { ...checkout, ...set }, now, tx);
    // §4: an order that costs nothing (all free, a coupon, only requests) has no payment to choose.
    if (written.pricing.totalMinor > 0 || written.checkout.paymentIds.length === 0) return written;
    await tx.update(checkouts).set({ paymentIds: [] }).where(own);
    return { ...written, checkout: { ...written.checkout, paymentIds: [] } };
  });
  return viewOf(ctx, after);
}

/** The coupon's code if it applies to this checkout now; otherwise a message saying why not. */
async function checkCoupon(ctx: CustomerContext, state: CheckoutState, code: string | null, now: Date): Promise<string | null> {
  if (code === null) return null;
  const coupon = await findUsableCoupon(ctx.db, ctx, code, now);
  const delivery = { feeMinor: ctx.store.deliveryFeeMinor, freeFromMinor: ctx.store.freeDeliveryFromMinor };
  const priced = priceLines(state.lines, asPricingCoupon(coupon), delivery);
  if (priced.couponProblem === 'no_eligible_lines') throw badRequest(`Coupon ${code} does not apply to anything in this order`);
  if (priced.couponProblem === 'below_minimum') {
    const currency = await storeCurrency(ctx.db, ctx.store.id);
    const minimum = (coupon.minOrderMinor / currency.number_to_basic).toFixed(2);
    throw badRequest(`Coupon ${code} needs an order of at least ${currency.symbol}${minimum}${coupon.vendorId ? ' from its vendor' : ''}`);
  }
  return coupon.code;
}

/** Each chosen slot, if its line needs one and it has room for the line's quantity now. */
async function checkSlots(ctx: CustomerContext, state: CheckoutState, slots: NonNullable<CheckoutUpdateBody['slots']>) {
  if ((await checkoutItemCount(ctx.db, state.checkout.id)) !== state.lines.length) {
    throw new ApiError(409, 'A product in this checkout is no longer sold; start again from your cart');
  }
  for (const { checkout_item_id: itemId, slot } of slots) {
    const line = state.lines.find((l) => l.itemId === itemId);
    if (!line) throw notFound(`Checkout item ${itemId} is not in this checkout`);
    if (!line.slotRequired) throw badRequest(`${line.name} is booked without a time slot`);
    await checkSlot(ctx.db, ctx, { slotId: slot, productId: line.id, quantity: line.quantity });
  }
  return slots.map((s) => ({ itemId: s.checkout_item_id, slot: s.slot }));
}
