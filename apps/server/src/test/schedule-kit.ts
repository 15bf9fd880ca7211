import { and, eq } from 'drizzle-orm';
import type { ServiceSchedule } from '@bazaar/contracts';
import { outboxMessages, slotBookings, slotSchedules, type vendors } from '../db/schema';
import type { SignedIn } from './auth-helpers';
import { createVendor } from './catalogue-factory';
import { body, type TestApp } from './test-app';
import { type CheckoutCalls, type CheckoutWorld, placed } from '../modules/checkout/checkout-test-kit';
import { addDays, storeNow } from '../modules/delivery';

/** Booked services for the schedule and reschedule tests: a vendor with its terms, a timetable, an order placed through the real checkout. */

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();
export const today = () => storeNow('Asia/Kolkata').date;
export const inDays = (n: number) => addDays(today(), n);

type VendorTerms = Partial<
  Pick<typeof vendors.$inferInsert, 'rescheduleAllowed' | 'rescheduleNoticeHours' | 'rescheduleLimit' | 'contactPhone' | 'contactEmail' | 'address'>
>;

export function scheduleKit(app: () => TestApp, world: () => CheckoutWorld, calls: () => CheckoutCalls) {
  const db = () => app().database.db;

  /** A vendor moving bookings up to 4 hours before, twice (the demo's terms) unless told otherwise, with a service every day at 09:00 and 14:00. */
  async function service(options: { terms?: VendorTerms; capacity?: [number, number]; place?: 'customer_address' | 'vendor_address' | 'online' | null } = {}) {
    const vendor = await createVendor(db(), world().store.id, {
      deliversEverywhere: true,
      rescheduleAllowed: true,
      rescheduleNoticeHours: 4,
      rescheduleLimit: 2,
      contactPhone: '+91 80 4719 2200',
      ...options.terms,
    });
    const place = options.place === undefined ? 'customer_address' : options.place;
    const product = await world().product({
      productType: 'Service',
      slotRequired: true,
      paymentMode: 'pay_on_delivery',
      vendorId: vendor.id,
      stock: 100,
      maxPerOrder: 5,
      servicePlace: place,
      meetingLink: place === 'online' ? 'https://meet.example.org/yoga-42' : null,
    });
    const [morning, afternoon] = options.capacity ?? [5, 5];
    const rows = await db()
      .insert(slotSchedules)
      .values(
        [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
          { storeId: world().store.id, productId: product.id, weekday, startTime: '09:00', endTime: '10:00', capacity: morning },
          { storeId: world().store.id, productId: product.id, weekday, startTime: '14:00', endTime: '15:00', capacity: afternoon },
        ]),
      )
      .returning({ id: slotSchedules.id, weekday: slotSchedules.weekday, start: slotSchedules.startTime });
    const slotAt = (day: string, time: '09:00' | '14:00') => `${rows.find((r) => r.weekday === weekdayOf(day) && r.start.startsWith(time))!.id}@${day}`;
    return { vendor, product, slotAt };
  }

  /** A new shopper's order of the service in `slotId` (cash on delivery); its order and item ids. */
  async function book(productId: number, slotId: string, quantity = 1) {
    const who = await world().shopper([{ productId, quantity }]);
    const checkout = await calls().open(who);
    await calls().update(who, checkout.checkout_id, {
      delivery_address_id: who.addressId,
      payment_ids: [world().method('cod')],
      slots: [{ checkout_item_id: checkout.checkoutItems[0]!.checkout_item_id, slot: slotId }],
    });
    const order = placed(await calls().place(who, checkout.checkout_id));
    const details = body<{ order_items: { order_item_id: number }[] }>(
      await app().inject({ method: 'GET', url: `/cfs/rest/v3/orders/${order.order_id}`, headers: who.headers }),
    ).response_body;
    return { who, orderId: order.order_id, itemId: details.order_items[0]!.order_item_id };
  }

  /** Places taken in a slot now. */
  async function booked(slotId: string): Promise<number> {
    const [scheduleId, day] = slotId.split('@') as [string, string];
    const [row] = await db()
      .select({ booked: slotBookings.booked })
      .from(slotBookings)
      .where(and(eq(slotBookings.scheduleId, Number(scheduleId)), eq(slotBookings.day, day)));
    return row?.booked ?? 0;
  }

  const item = (itemId: number, rest = '') => `/cfs/rest/v3/order-items/${itemId}${rest}`;
  const schedule = (who: SignedIn | undefined, itemId: number) => app().inject({ method: 'GET', url: item(itemId, '/schedule'), headers: who?.headers });
  const slots = (who: SignedIn, itemId: number, date?: string) =>
    app().inject({ method: 'GET', url: item(itemId, `/schedule/slots${date ? `?date=${date}` : ''}`), headers: who.headers });
  const move = (who: SignedIn, itemId: number, slotId: string, date = slotId.split('@')[1]) =>
    app().inject({ method: 'POST', url: item(itemId, '/reschedule'), headers: who.headers, payload: { slot_id: slotId, date } });
  const scheduleOf = async (who: SignedIn, itemId: number) => body<ServiceSchedule>(await schedule(who, itemId)).response_body;

  /** Messages sent to this address so far (notices go out just after the answer). */
  async function noticesTo(to: string) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return db().select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
  }

  return { service, book, booked, schedule, slots, move, scheduleOf, noticesTo };
}
