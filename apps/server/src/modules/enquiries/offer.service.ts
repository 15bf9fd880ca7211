import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ENQUIRY_STATUS, ENQUIRY_STATUS_NAMES, type AcceptedOffer, type CreateOfferBody, type EnquiryStatus, type Offer } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { enquiries, offers } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import { enforceRateLimits, type RateLimiter, type RateRule } from '../../lib/rate-limit';
import { putOfferLine } from '../cart';
import { findVisibleProducts } from '../catalogue';
import { lockCustomer, type CustomerContext } from '../identity';
import type { Notifier } from '../notifier';
import { storeCurrency } from '../store';
import type { VendorContext } from '../vendor-console';
import { customerScope, vendorScope } from './enquiry.queries';
import { sendOfferNotice } from './offer-notice';
import { findScopedEnquiry, NO_SUCH_OFFER, offerView, readOffer } from './offer.queries';
import { acceptProblem, OFFER_TOTAL_MINOR_MAX, offerStatusAt, priceDecimals, quantityProblem, toMinorPrice, validUntilProblem } from './offer-rules';

/**
 * Offers on enquiries (issue #13): the vendor makes one (withdrawing the one before, in the same
 * transaction under the enquiry's row lock, so the database's one-live-offer index is never the
 * one to refuse) or withdraws it; the customer accepts one into the cart. Every status change is a
 * conditional UPDATE from the statuses it may leave, so statuses only move forward.
 */

/** Per enquiry: each offer is a notice to the customer, so a vendor cannot flood one with them. */
export const OFFER_LIMIT: RateRule = { limit: 10, windowSeconds: 60 * 60 };

const LIVE = ['open', 'accepted'] as const;
const takesOffers = (status: number) => status === ENQUIRY_STATUS.open || status === ENQUIRY_STATUS.inProgress;
const statusName = (status: number) => ENQUIRY_STATUS_NAMES[status as EnquiryStatus];

export type OfferDeps = { limiter: RateLimiter; notifier: Notifier };

/** The price in minor units of the store's currency, or 400 saying how many decimals it takes. */
function minorPriceOf(ctx: VendorContext, unitPrice: number): number {
  const minor = toMinorPrice(unitPrice, ctx.store.minorPerMain);
  if (minor === null) throw badRequest(`unit_price may have at most ${priceDecimals(ctx.store.minorPerMain)} decimals in this store's currency`);
  return minor;
}

/** Withdraws the enquiry's live offer, if any (a new offer replaces it; closing or rejecting the enquiry ends it). */
export async function withdrawLiveOffers(tx: Db, enquiryId: number, now: Date): Promise<void> {
  await tx
    .update(offers)
    .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: sql`now()` })
    .where(and(eq(offers.enquiryId, enquiryId), inArray(offers.status, LIVE)));
}

/** POST /vms/rest/v3/enquiries/{enquiryId}/offers */
export async function makeOffer(ctx: VendorContext, deps: OfferDeps, enquiryId: number, body: CreateOfferBody, now: Date): Promise<Offer> {
  const validUntil = new Date(body.valid_until);
  const windowProblem = validUntilProblem(validUntil, now);
  if (windowProblem) throw badRequest(windowProblem);
  const unitPriceMinor = minorPriceOf(ctx, body.unit_price);
  await findScopedEnquiry(vendorScope(ctx), enquiryId);
  await enforceRateLimits(deps.limiter, [
    {
      key: `offer:${ctx.store.id}:${enquiryId}`,
      rule: OFFER_LIMIT,
      message: (s) => `This enquiry has had many offers this hour; try again in ${Math.ceil(s / 60)} minutes`,
    },
  ]);
  const id = await ctx.db.transaction(async (tx) => {
    const enquiry = await findScopedEnquiry(vendorScope(ctx), enquiryId, tx, { lock: true });
    if (!takesOffers(enquiry.status)) throw new ApiError(409, `This enquiry is ${statusName(enquiry.status)}; it takes no new offers`);
    const [product] = await findVisibleProducts({ ...ctx, db: tx }, [enquiry.productId]);
    if (!product) throw new ApiError(409, 'The product of this enquiry is no longer sold, so it cannot be offered');
    const problem = quantityProblem(body.quantity, product);
    if (problem) throw new ApiError(problem.status, problem.message);
    if (unitPriceMinor * body.quantity > OFFER_TOTAL_MINOR_MAX) throw badRequest('unit_price × quantity is more than one offer may come to; make it smaller');
    await withdrawLiveOffers(tx, enquiryId, now);
    const [row] = await tx
      .insert(offers)
      .values({
        storeId: ctx.store.id,
        enquiryId,
        vendorId: ctx.vendorId,
        productId: enquiry.productId,
        customerId: enquiry.customerId,
        unitPriceMinor,
        quantity: body.quantity,
        validUntil,
        createdBy: ctx.vendorUserId,
      })
      .returning({ id: offers.id });
    // An offer is the vendor working on the enquiry: Open moves to In progress (never back).
    await tx
      .update(enquiries)
      .set({ status: ENQUIRY_STATUS.inProgress, updatedAt: sql`now()` })
      .where(and(eq(enquiries.id, enquiryId), eq(enquiries.status, ENQUIRY_STATUS.open)));
    return row!.id;
  });
  sendOfferNotice(ctx.db, deps.notifier, ctx.store, id);
  return viewById(ctx.db, ctx.store.id, id, now);
}

async function viewById(db: Db, storeId: number, offerId: number, now: Date): Promise<Offer> {
  const [found, currency] = await Promise.all([readOffer(db, storeId, offerId), storeCurrency(db, storeId)]);
  return offerView(found!.offer, found!.productName, currency, now);
}

/** DELETE /vms/rest/v3/enquiries/{enquiryId}/offers/{offerId}: an open or accepted offer still valid. */
export async function withdrawOffer(ctx: VendorContext, enquiryId: number, offerId: number, now: Date): Promise<Offer> {
  const [withdrawn] = await ctx.db
    .update(offers)
    .set({ status: 'withdrawn', withdrawnAt: now, updatedAt: sql`now()` })
    .where(
      and(
        eq(offers.id, offerId),
        eq(offers.enquiryId, enquiryId),
        eq(offers.storeId, ctx.store.id),
        eq(offers.vendorId, ctx.vendorId),
        inArray(offers.status, LIVE),
        gt(offers.validUntil, now),
      ),
    )
    .returning({ id: offers.id });
  if (withdrawn) return viewById(ctx.db, ctx.store.id, offerId, now);
  const found = await readOffer(ctx.db, ctx.store.id, offerId);
  if (!found || found.offer.vendorId !== ctx.vendorId || found.offer.enquiryId !== enquiryId) throw notFound(NO_SUCH_OFFER);
  throw new ApiError(409, `This offer is ${offerStatusAt(found.offer, now)} and can no longer be withdrawn`);
}

/** POST /cfs/rest/v3/enquiry-offers/{offerId}/accept: the offer into the cart, as its own line. */
export async function acceptOffer(ctx: CustomerContext, offerId: number, now: Date): Promise<AcceptedOffer> {
  return ctx.db.transaction(async (tx) => {
    // The customer's row first, as placing an order takes it before claiming its offers: never the other order.
    await lockCustomer(tx, ctx);
    // The offer's row lock orders this accept against a withdrawal or a new offer of the vendor.
    const [offer] = await tx
      .select()
      .from(offers)
      .where(and(eq(offers.id, offerId), eq(offers.storeId, ctx.store.id), eq(offers.customerId, ctx.customerId)))
      .for('update');
    if (!offer) throw notFound(NO_SUCH_OFFER);
    const problem = acceptProblem(offer, now);
    if (problem) throw new ApiError(409, problem);
    const enquiry = await findScopedEnquiry(customerScope(ctx), offer.enquiryId, tx);
    if (!takesOffers(enquiry.status)) throw new ApiError(409, `This enquiry is ${statusName(enquiry.status)}; its offers can no longer be accepted`);
    const [product] = await findVisibleProducts({ ...ctx, db: tx }, [offer.productId]);
    if (!product) throw new ApiError(409, 'This product is no longer sold, so the offer cannot be bought');
    await tx
      .update(offers)
      .set({ status: 'accepted', updatedAt: sql`now()` })
      .where(eq(offers.id, offerId));
    const cartItemId = await putOfferLine(tx, ctx, { offerId, productId: offer.productId, quantity: offer.quantity, unitPriceMinor: offer.unitPriceMinor });
    return { offer: await viewById(tx, ctx.store.id, offerId, now), cart_item_id: cartItemId };
  });
}
