import type { RescheduleSlots, Slot } from '@bazaar/contracts';
import { ApiError } from '../../lib/api-error';
import { listSlots } from '../delivery';
import type { CustomerContext } from '../identity';
import { ownSlottedItem } from './schedule.queries';

/**
 * The slots a booked item could move to (GET …/order-items/{id}/schedule/slots): the delivery
 * module's slot list for its product, with each offered day marked by whether a slot other than
 * the booked one has room for the item's quantity. Without a date, the first such day is shown.
 */

type Day = Awaited<ReturnType<typeof listSlots>>;

export async function slotsToMoveTo(ctx: CustomerContext, itemId: number, date: string | undefined): Promise<RescheduleSlots> {
  const { item, slot } = await ownSlottedItem(ctx.db, ctx, itemId);
  const fits = (s: Slot) => s.slot_id !== slot.slot_id && s.remaining >= item.quantity;
  const list = async (day?: string): Promise<Day> => {
    try {
      return await listSlots(ctx, { date: day, product_id: item.productId });
    } catch (error) {
      // The product left the catalogue after it was bought: its timetable is no longer offered.
      if (error instanceof ApiError && error.statusCode === 404) {
        throw new ApiError(409, `${item.productName} is no longer offered, so its booking cannot be moved; contact ${item.vendorName}`);
      }
      throw error;
    }
  };

  const today = await list();
  const byDay = new Map<string, Day>([[today.date, today]]);
  // One small query per offered day (a week): the picker greys out days with no room.
  for (const day of today.days) if (!byDay.has(day)) byDay.set(day, await list(day));
  const days = today.days.map((d) => ({ date: d, free: byDay.get(d)!.slots.some(fits) }));
  const shown = date ?? days.find((d) => d.free)?.date ?? today.date;
  const answer = byDay.get(shown) ?? (await list(shown));
  return { product_id: item.productId, date: answer.date, slots: answer.slots, days };
}
