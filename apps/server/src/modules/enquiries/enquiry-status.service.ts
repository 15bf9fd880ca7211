import { and, eq, sql } from 'drizzle-orm';
import { ENQUIRY_MOVES, ENQUIRY_STATUS, ENQUIRY_STATUS_NAMES, type EnquiryStatus, type EnquiryStatusBody } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema';
import { ApiError, notFound } from '../../lib/api-error';
import type { VendorContext } from '../vendor-console';
import { NO_SUCH_ENQUIRY } from './enquiry.queries';
import { withdrawLiveOffers } from './offer.service';

/**
 * A vendor moves one of its enquiries along spec §4: open → in progress → closed or rejected
 * (ENQUIRY_MOVES), with feedback when closing or rejecting. The check and the change are one
 * UPDATE … WHERE status = <the status it was read in>: of two vendor users closing at once, one
 * changes the row and the other finds it changed and is told so (409 naming both states).
 * Closing or rejecting withdraws the enquiry's live offer in the same transaction.
 */

const name = (status: number) => ENQUIRY_STATUS_NAMES[status as EnquiryStatus];
const illegal = (from: number, to: number) => new ApiError(409, `This enquiry is ${name(from)} and cannot be moved to ${name(to)}`);

/** How often a move is tried again when the row changed under it to a status it may still leave (open → in progress). */
const ATTEMPTS = 3;

export type EnquiryMove = { enquiryId: number; customerId: number; productName: string; vendorName: string; to: EnquiryStatus; feedback: string | null };

export async function moveEnquiry(ctx: VendorContext, enquiryId: number, body: EnquiryStatusBody, now = new Date()): Promise<EnquiryMove> {
  const mine = and(eq(enquiries.id, enquiryId), eq(enquiries.storeId, ctx.store.id), eq(enquiries.vendorId, ctx.vendorId));
  const to = body.enquiry_status;
  const feedback = to === ENQUIRY_STATUS.inProgress ? null : (body.feedback ?? null);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const [row] = await ctx.db.select({ status: enquiries.status }).from(enquiries).where(mine).limit(1);
    if (!row) throw notFound(NO_SUCH_ENQUIRY);
    if (!ENQUIRY_MOVES[row.status]?.includes(to)) throw illegal(row.status, to);
    const moved = await ctx.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(enquiries)
        .set({ status: to, updatedAt: sql`now()`, ...(feedback === null ? {} : { feedback }) })
        .where(and(mine, eq(enquiries.status, row.status)))
        .returning({ customerId: enquiries.customerId, productName: enquiries.productName, vendorName: enquiries.vendorName });
      // A closed or rejected enquiry ends its live offer with it (the row lock taken above keeps a new offer out meanwhile).
      if (changed && to !== ENQUIRY_STATUS.inProgress) await withdrawLiveOffers(tx as unknown as Db, enquiryId, now);
      return changed;
    });
    if (moved) return { enquiryId, ...moved, to, feedback };
    // Another vendor user moved it between the read and the update: read it again and judge the move from there.
  }
  const [current] = await ctx.db.select({ status: enquiries.status }).from(enquiries).where(mine).limit(1);
  throw illegal(current?.status ?? to, to);
}
