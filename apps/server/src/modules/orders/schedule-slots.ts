import type { RescheduleSlots, Slot } from '@bazaar/contracts';
import { ApiError } from '../../lib/api-error';
import { listSlots, slotWeek } from '../delivery';
import type { CustomerContext } from '../identity';
import { ownSlottedItem } from './schedule.queries';

/**
 * The slots a booked item could move to (GET …/order-items/{id}/schedule/slots): the delivery
 * module's slot list for its product, with each offered day marked by whether a slot other than
 * the booked one has room for the item's quantity. Without a date, the first such day is shown.
 */

export async function slotsToMoveTo(ctx: CustomerContext, itemId: number, date: string | undefined): Promise<RescheduleSlots> {
  const { item, slot } = await ownSlottedItem(ctx.db, ctx, itemId);
  const fits = (s: Slot) => s.slot_id !== slot.slot_id && s.remaining >= item.quantity;
  // The product left the catalogue after it was bought: its timetable is no longer offered.
  const offered = async <T>(read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) {
        throw new ApiError(409, `${item.productName} is no longer offered, so its booking cannot be moved; contact ${item.vendorName}`);
      }
      throw error;
    }
  };

  // The whole offered week in two statements: the picker greys out days with no room.
  const week = await offered(() => slotWeek(ctx, item.productId));
  const days = week.days.map((d) => ({ date: d, free: week.byDay.get(d)!.some(fits) }));
  const shown = date ?? days.find((d) => d.free)?.date ?? week.days[0]!;
  const slots = week.byDay.get(shown) ?? (await offered(() => listSlots(ctx, { date: shown, product_id: item.productId }))).slots;
  return { product_id: item.productId, date: shown, slots, days };
}
