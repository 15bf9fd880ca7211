import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { SLOT_DAYS_AHEAD, SLOT_DAYS_SHOWN, SLOT_ID, type Slot } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { slotBookings, slotSchedules } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import type { RequestContext } from '../../plugins/store-context';
import { findVisibleProducts } from '../catalogue';
import { addDays, storeNow, weekdayOf } from './store-clock';

/**
 * Owns bookable time slots. A product that needs a slot has a weekly timetable; a dated slot is a
 * timetable entry on one day, and its remaining capacity is the entry's capacity less what orders
 * have booked that day. Booking happens when an order is placed (checkout), never beyond capacity.
 */

const hhmm = (time: string) => time.slice(0, 5);

export async function listSlots(ctx: RequestContext, input: { date?: string | undefined; product_id: number }) {
  const now = storeNow(ctx.store.timeZone);
  const days = offeredDays(now);
  const answer = (date: string, slots: Slot[]) => ({ slots, date, product_id: input.product_id, days });
  if (input.date !== undefined) {
    checkDay(input.date, now);
    const product = await slotProduct(ctx, input.product_id);
    return answer(input.date, (await slotsOnDays(ctx, product, [input.date], now)).get(input.date)!);
  }
  // No date: the picker opens on the first offered day with a place left, so a shopper is not
  // met by a day that is full or has nothing; today's (empty) list when no offered day has one.
  const { byDay } = await slotWeek(ctx, input.product_id);
  const first = days.find((day) => byDay.get(day)!.some((slot) => slot.available)) ?? now.date;
  return answer(first, byDay.get(first)!);
}

const offeredDays = (now: { date: string }) => Array.from({ length: SLOT_DAYS_SHOWN }, (_, n) => addDays(now.date, n));

/** The product's slots on each offered day (a week from today), in two statements. */
export async function slotWeek(ctx: RequestContext, productId: number): Promise<{ days: string[]; byDay: Map<string, Slot[]> }> {
  const now = storeNow(ctx.store.timeZone);
  const days = offeredDays(now);
  return { days, byDay: await slotsOnDays(ctx, await slotProduct(ctx, productId), days, now) };
}

function checkDay(date: string, now: { date: string }) {
  if (date < now.date) throw badRequest('date must be today or later');
  if (date > addDays(now.date, SLOT_DAYS_AHEAD)) throw badRequest(`Slots can be booked up to ${SLOT_DAYS_AHEAD} days ahead`);
}

async function slotProduct(ctx: RequestContext, productId: number) {
  const [product] = await findVisibleProducts(ctx, [productId]);
  if (!product) throw notFound(`Product ${productId} was not found`);
  if (!product.slotRequired) throw badRequest(`${product.name} is booked without a time slot`);
  return product;
}

/**
 * The product's slots on each of `days`: its timetable for those weekdays and what orders have
 * booked on those days, two statements however many days are asked for.
 */
async function slotsOnDays(ctx: RequestContext, product: { id: number }, days: string[], now: { date: string; time: string }): Promise<Map<string, Slot[]>> {
  const rows = await ctx.db
    .select({
      id: slotSchedules.id,
      weekday: slotSchedules.weekday,
      start: slotSchedules.startTime,
      end: slotSchedules.endTime,
      capacity: slotSchedules.capacity,
    })
    .from(slotSchedules)
    .where(
      and(eq(slotSchedules.storeId, ctx.store.id), eq(slotSchedules.productId, product.id), inArray(slotSchedules.weekday, [...new Set(days.map(weekdayOf))])),
    )
    .orderBy(asc(slotSchedules.startTime), asc(slotSchedules.id));
  const bookings =
    rows.length === 0
      ? []
      : await ctx.db
          .select({ scheduleId: slotBookings.scheduleId, day: slotBookings.day, booked: slotBookings.booked })
          .from(slotBookings)
          .where(
            and(
              inArray(
                slotBookings.scheduleId,
                rows.map((r) => r.id),
              ),
              inArray(slotBookings.day, days),
            ),
          );
  const booked = new Map(bookings.map((b) => [`${b.scheduleId}@${b.day}`, b.booked]));
  // A slot that has already begun today cannot be booked any more.
  const started = (date: string, start: string) => date === now.date && hhmm(start) <= now.time;
  const slotsOn = (date: string): Slot[] =>
    rows
      .filter((r) => r.weekday === weekdayOf(date) && !started(date, r.start))
      .map((r) => {
        const remaining = Math.max(0, r.capacity - (booked.get(`${r.id}@${date}`) ?? 0));
        return {
          slot_id: `${r.id}@${date}`,
          product_id: product.id,
          date,
          start_time: hhmm(r.start),
          end_time: hhmm(r.end),
          capacity: r.capacity,
          remaining,
          available: remaining > 0,
        };
      });
  return new Map(days.map((day) => [day, slotsOn(day)]));
}

type SlotInput = { slotId: string; productId: number; quantity: number };
export type SlotLabel = { slot_id: string; date: string; start_time: string; end_time: string };

/** The schedule entry and day a slot id names, if the product has it that day and it has not begun. */
async function resolveSlot(tx: Db, ctx: RequestContext, input: SlotInput) {
  const match = SLOT_ID.exec(input.slotId);
  if (!match) throw badRequest('slot id must look like 12@2026-11-21');
  const scheduleId = Number(match[1]);
  const day = match[2]!;
  const [schedule] = await tx
    .select({ weekday: slotSchedules.weekday, capacity: slotSchedules.capacity, start: slotSchedules.startTime, end: slotSchedules.endTime })
    .from(slotSchedules)
    .where(and(eq(slotSchedules.id, scheduleId), eq(slotSchedules.storeId, ctx.store.id), eq(slotSchedules.productId, input.productId)))
    .limit(1);
  if (!schedule || schedule.weekday !== weekdayOf(day)) throw notFound('This time slot does not exist; please choose another');
  const now = storeNow(ctx.store.timeZone);
  // As the slot list leaves them out: a day gone, or a slot of today that has already begun.
  if (day < now.date || (day === now.date && hhmm(schedule.start) <= now.time)) {
    throw badRequest('This time slot has passed; please choose another');
  }
  const label: SlotLabel = { slot_id: input.slotId, date: day, start_time: hhmm(schedule.start), end_time: hhmm(schedule.end) };
  return { scheduleId, day, capacity: schedule.capacity, label };
}

const full = () => new ApiError(409, 'This time slot is full; please choose another');

/** Whether a slot can take `quantity` more now (the checkout asks before the order books it). */
export async function checkSlot(db: Db, ctx: RequestContext, input: SlotInput): Promise<SlotLabel> {
  const slot = await resolveSlot(db, ctx, input);
  const [row] = await db
    .select({ booked: slotBookings.booked })
    .from(slotBookings)
    .where(and(eq(slotBookings.scheduleId, slot.scheduleId), eq(slotBookings.day, slot.day)));
  if ((row?.booked ?? 0) + input.quantity > slot.capacity) throw full();
  return slot.label;
}

/**
 * Takes `quantity` places of a slot inside the caller's transaction (checkout calls it while
 * placing an order). The conditional update is what keeps bookings within capacity when two
 * orders race for the last place: the second re-checks the row the first committed.
 */
export async function bookSlot(tx: Db, ctx: RequestContext, input: SlotInput): Promise<SlotLabel> {
  const { scheduleId, day, capacity, label } = await resolveSlot(tx, ctx, input);
  await tx.insert(slotBookings).values({ scheduleId, day, booked: 0 }).onConflictDoNothing();
  const taken = await tx
    .update(slotBookings)
    .set({ booked: sql`${slotBookings.booked} + ${input.quantity}` })
    .where(and(eq(slotBookings.scheduleId, scheduleId), eq(slotBookings.day, day), sql`${slotBookings.booked} + ${input.quantity} <= ${capacity}`))
    .returning({ booked: slotBookings.booked });
  if (taken.length === 0) throw full();
  return label;
}

/** Day and times of slots by id, for showing them (one query; unknown ids are left out). */
export async function slotLabels(db: Db, storeId: number, slotIds: string[]): Promise<Map<string, SlotLabel>> {
  const parsed = slotIds.map((id) => ({ id, m: SLOT_ID.exec(id) })).filter((p) => p.m !== null);
  const labels = new Map<string, SlotLabel>();
  if (parsed.length === 0) return labels;
  const rows = await db
    .select({ id: slotSchedules.id, start: slotSchedules.startTime, end: slotSchedules.endTime })
    .from(slotSchedules)
    .where(
      and(
        eq(slotSchedules.storeId, storeId),
        inArray(
          slotSchedules.id,
          parsed.map((p) => Number(p.m![1])),
        ),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const { id, m } of parsed) {
    const row = byId.get(Number(m![1]));
    if (row) labels.set(id, { slot_id: id, date: m![2]!, start_time: hhmm(row.start), end_time: hhmm(row.end) });
  }
  return labels;
}

/**
 * Gives back places a booking took (the undo of bookSlot when a later step of placing an order
 * fails, or an order is cancelled). Never below zero, in one statement.
 */
export async function releaseSlot(tx: Db, ctx: { store: { id: number } }, input: { slotId: string; productId: number; quantity: number }): Promise<void> {
  const match = SLOT_ID.exec(input.slotId);
  if (!match) throw badRequest('slot id must look like 12@2026-11-21');
  const scheduleId = Number(match[1]);
  const owned = tx
    .select({ id: slotSchedules.id })
    .from(slotSchedules)
    .where(and(eq(slotSchedules.id, scheduleId), eq(slotSchedules.storeId, ctx.store.id), eq(slotSchedules.productId, input.productId)));
  await tx
    .update(slotBookings)
    .set({ booked: sql`greatest(${slotBookings.booked} - ${input.quantity}, 0)` })
    .where(and(eq(slotBookings.scheduleId, sql`(${owned})`), eq(slotBookings.day, match[2]!)));
}
