import type { Db } from '../../db/client';
import { bookSlot, releaseSlot } from '../../modules/delivery';
import type { RequestContext } from '../../plugins/store-context';
import type { Step } from '../workflow';

export type SlotBooking = { slotId: string; productId: number; quantity: number };

/**
 * Books the slot of every service line of an order, each within its capacity (one conditional
 * UPDATE); undone by giving the places back. The first step of placing an order.
 */
export const bookSlotsStep = (db: Db, ctx: RequestContext): Step<SlotBooking[], SlotBooking[]> => ({
  name: 'book-slots',
  run: async (bookings) => {
    const booked: SlotBooking[] = [];
    try {
      for (const booking of bookings) {
        await bookSlot(db, ctx, booking);
        booked.push(booking);
      }
    } catch (error) {
      // The workflow undoes only steps that finished: places this step took before failing go back here.
      for (const done of booked.reverse()) await releaseSlot(db, ctx, done);
      throw error;
    }
    return bookings;
  },
  undo: async (_input, booked) => {
    for (const booking of [...booked].reverse()) await releaseSlot(db, ctx, booking);
  },
});
