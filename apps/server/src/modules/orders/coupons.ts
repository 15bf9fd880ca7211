import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { RequestContext } from '../../plugins/store-context';

/**
 * Coupons of a store: store-wide or one vendor's, percent or fixed, with a minimum order, an
 * expiry, a total number of uses and uses per customer. Checking a coupon (at checkout) only
 * reads; using one (placing the order) counts it in one conditional UPDATE, so a coupon with one
 * use left is used once however many orders race for it.
 */

export type Coupon = typeof coupons.$inferSelect;

const refused = (status: number, message: string) => new ApiError(status, message);

/** The store's coupon by code, if this customer may use it now; otherwise a message saying why not. */
export async function findUsableCoupon(db: Db, ctx: RequestContext & { customerId: number }, code: string, now: Date): Promise<Coupon> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.storeId, ctx.store.id), eq(coupons.code, code)))
    .limit(1);
  if (!coupon || !coupon.isActive) throw refused(404, `There is no coupon ${code}; check the code and try again`);
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) throw refused(400, `Coupon ${code} has expired`);
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) throw refused(409, `Coupon ${code} has been used up`);
  const [mine] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.customerId, ctx.customerId)));
  // count(*) always answers one row.
  if (mine!.n >= coupon.maxUsesPerCustomer) throw refused(409, `You have already used coupon ${code}`);
  return coupon;
}

/**
 * Counts one use for the order. The caller holds the customer's row lock, which makes the
 * per-customer count exact; the total is held by the conditional UPDATE itself.
 */
export async function redeemCoupon(tx: Db, ctx: RequestContext & { customerId: number }, coupon: Coupon, orderId: number, now: Date): Promise<void> {
  await findUsableCoupon(tx, ctx, coupon.code, now);
  const taken = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, coupon.id),
        eq(coupons.isActive, true),
        sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`,
        sql`(${coupons.expiresAt} is null or ${coupons.expiresAt} > ${now.toISOString()})`,
      ),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0) throw refused(409, `Coupon ${coupon.code} has been used up`);
  await tx.insert(couponRedemptions).values({ couponId: coupon.id, customerId: ctx.customerId, orderId });
}

/** Gives the use back when the order fails or is cancelled. */
export async function releaseCoupon(tx: Db, couponId: number, orderId: number): Promise<void> {
  const removed = await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).returning({ id: couponRedemptions.id });
  if (removed.length === 0) return;
  await tx
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(eq(coupons.id, couponId));
}
