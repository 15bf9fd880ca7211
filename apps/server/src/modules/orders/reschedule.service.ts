import { eq } from 'drizzle-orm';
import { SLOT_DAYS_AHEAD, SLOT_ID, type RescheduleBody, type ServiceSchedule } from '@bazaar/contracts';
import { orderItemReschedules, orderItems, type SlotSnapshot } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { addDays, bookSlot, releaseSlot, storeNow, zonedInstant } from '../delivery';
import type { CustomerContext } from '../identity';
import { ownSlottedItem, scheduleFacts, serviceSchedule, type SlottedItem } from './schedule.queries';
import { wallTimeOf, type RescheduleRule } from './service-schedule';

/**
 * Moves an item's booking to another slot of its product (issue #12), in one transaction that
 * first locks the item's row: the rules are checked against the state the move is applied to,
 * and two moves of one item queue. The old slot's places are given back and the new slot's taken
 * with the delivery module's conditional UPDATEs (never past capacity, never below zero); any
 * refusal on the way rolls everything back.
 */

export type Rescheduled = { schedule: ServiceSchedule; from: SlotSnapshot; to: SlotSnapshot };

const conflict = (message: string) => new ApiError(409, message);

function refusal(rule: RescheduleRule, held: SlottedItem, limit: number, timeZone: string): ApiError {
  const { item } = held;
  switch (rule.reason) {
    case 'item_status':
      return conflict(`This item is ${item.status}, so its booking can no longer be moved`);
    case 'not_allowed':
      return conflict(`${item.vendorName} does not move bookings once made; contact them if you cannot make this time`);
    case 'limit_reached':
      return conflict(`This booking has already been moved ${limit === 1 ? 'once' : `${limit} times`}, the most ${item.vendorName} allows`);
    default:
      return conflict(`Bookings can be moved until ${rule.deadline ? wallTimeOf(rule.deadline, timeZone) : 'the slot starts'}; that time has passed`);
  }
}

/** Schedule entry then day: the order in which a move takes the two slots' rows, so that crossing moves cannot deadlock. */
function slotKey(slotId: string): [number, string] {
  const m = SLOT_ID.exec(slotId);
  return m ? [Number(m[1]), m[2]!] : [0, slotId];
}
const before = (a: string, b: string) => {
  const [x, y] = [slotKey(a), slotKey(b)];
  return x[0] !== y[0] ? x[0] < y[0] : x[1] < y[1];
};

export async function rescheduleItem(ctx: CustomerContext, itemId: number, body: RescheduleBody, now = new Date()): Promise<Rescheduled> {
  const timeZone = ctx.store.timeZone;
  return ctx.db.transaction(async (tx) => {
    const held = await ownSlottedItem(tx, ctx, itemId, true);
    const { terms, rule } = await scheduleFacts(tx, ctx, held, now);
    if (!rule.canReschedule) throw refusal(rule, held, terms?.reschedule.limit ?? 0, timeZone);
    if (body.slot_id === held.slot.slot_id) throw new ApiError(400, 'That is already your booked time; choose another slot');
    if (body.date > addDays(storeNow(timeZone, now).date, SLOT_DAYS_AHEAD)) {
      throw new ApiError(400, `Slots can be booked up to ${SLOT_DAYS_AHEAD} days ahead; choose an earlier day`);
    }

    const { item } = held;
    const line = { productId: item.productId, quantity: item.quantity };
    const take = () => bookSlot(tx, ctx, { ...line, slotId: body.slot_id });
    const giveBack = () => releaseSlot(tx, ctx, { ...line, slotId: held.slot.slot_id });
    let to: SlotSnapshot;
    if (before(body.slot_id, held.slot.slot_id)) {
      to = await take();
      await giveBack();
    } else {
      await giveBack();
      to = await take();
    }
    // bookSlot refuses a slot that has begun by the clock; a move is also judged at `now`.
    if (zonedInstant(timeZone, to.date, to.start_time).getTime() <= now.getTime()) throw new ApiError(400, 'This time slot has passed; please choose another');

    await tx.update(orderItems).set({ slotId: to.slot_id, slot: to, updatedAt: now }).where(eq(orderItems.id, itemId));
    await tx
      .insert(orderItemReschedules)
      .values({ orderItemId: itemId, fromSlot: held.slot, toSlot: to, actor: 'customer', actorId: ctx.customerId, createdAt: now });
    return { schedule: await serviceSchedule(tx, ctx, itemId, now), from: held.slot, to };
  });
}
