import { eq } from 'drizzle-orm';
import type { OrderRecord, ServiceSchedule } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { orderItemReschedules, orderItems, slotBookings } from '../../db/schema';
import type { SignedIn } from '../../test/auth-helpers';
import { testDriver } from '../../test/test-db';
import { body, type TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { zonedInstant } from '../delivery';
import { rescheduleNoticeText } from './reschedule-notice';
import { rescheduleItem } from './reschedule.service';
import { inDays, scheduleKit } from '../../test/schedule-kit';

/** Issue #12: moving a booked service to another slot, on a real database. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const db = () => app.database.db;
const kit = scheduleKit(
  () => app,
  () => world,
  () => calls,
);
const emailOf = (who: SignedIn) => (who as SignedIn & { customer: { email: string } }).customer.email;
const movesOf = (itemId: number) => db().select().from(orderItemReschedules).where(eq(orderItemReschedules.orderItemId, itemId));

describe('POST /cfs/rest/v3/order-items/{id}/reschedule', () => {
  it('moves the booking: the old slot’s places come back, the new one’s are taken, the item and its history say so, the customer is told', async () => {
    const { product, slotAt } = await kit.service();
    const [from, to] = [slotAt(inDays(2), '09:00'), slotAt(inDays(3), '14:00')];
    const { who, orderId, itemId } = await kit.book(product.id, from, 2);
    expect([await kit.booked(from), await kit.booked(to)]).toEqual([2, 0]);

    const res = await kit.move(who, itemId, to);
    expect([res.statusCode, body(res).response_message]).toEqual([200, 'Booking moved']);
    const schedule = body<ServiceSchedule>(res).response_body;
    expect(schedule).toMatchObject({
      slot: { slot_id: to, date: inDays(3), start_time: '14:00', end_time: '15:00' },
      actions: { can_reschedule: true, reschedules_left: 1 },
      reschedules: [{ from: { slot_id: from, start_time: '09:00' }, to: { slot_id: to, start_time: '14:00' }, actor: 'customer' }],
    });
    expect([await kit.booked(from), await kit.booked(to)]).toEqual([0, 2]);
    const [row] = await db().select().from(orderItems).where(eq(orderItems.id, itemId));
    expect([row!.slotId, row!.slot?.slot_id]).toEqual([to, to]);
    expect(await movesOf(itemId)).toMatchObject([{ actor: 'customer', actorId: who.customerId }]);
    // The order's page shows the new time too.
    const order = body<OrderRecord>(await app.inject({ method: 'GET', url: `/cfs/rest/v3/orders/${orderId}`, headers: who.headers })).response_body;
    expect(order.order_items[0]!.slot?.slot_id).toBe(to);
    const notices = await kit.noticesTo(emailOf(who));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain(`${product.name} (order ${orderId})`);
    expect(notices[0]!.body).toMatch(/is now on .*2:00 pm–3:00 pm, moved from .*9:00 am–10:00 am\.$/i);
  });

  it('stops at the vendor’s limit, counting every move of the item', async () => {
    const { product, slotAt } = await kit.service({ terms: { rescheduleLimit: 1 } });
    const { who, itemId } = await kit.book(product.id, slotAt(inDays(2), '09:00'));
    expect((await kit.move(who, itemId, slotAt(inDays(2), '14:00'))).statusCode).toBe(200);
    const again = await kit.move(who, itemId, slotAt(inDays(4), '09:00'));
    expect(body(again).response_message).toBe(
      `This booking has already been moved once, the most ${(await kit.scheduleOf(who, itemId)).vendor.vendor_name} allows`,
    );
    expect(again.statusCode).toBe(409);
    expect(await kit.scheduleOf(who, itemId)).toMatchObject({ actions: { can_reschedule: false, reason: 'limit_reached', reschedules_left: 0 } });
    expect(await movesOf(itemId)).toHaveLength(1);
  });

  it('refuses every move the rules, the slot or the input do not allow, changing nothing and telling no one', async () => {
    const { product, slotAt } = await kit.service({ capacity: [5, 1] });
    const other = await kit.service();
    const from = slotAt(inDays(2), '09:00');
    const { who, itemId } = await kit.book(product.id, from);
    await kit.book(product.id, slotAt(inDays(3), '14:00'));
    const refused = async (slotId: string, status: number, message: string | RegExp, date?: string) => {
      const res = await kit.move(who, itemId, slotId, date);
      expect(res.statusCode, slotId).toBe(status);
      expect(body(res).response_message).toMatch(message);
    };
    await refused(slotAt(inDays(3), '14:00'), 409, 'This time slot is full; please choose another');
    await refused(from, 400, 'That is already your booked time; choose another slot');
    await refused(other.slotAt(inDays(3), '09:00'), 404, 'This time slot does not exist; please choose another');
    await refused(slotAt(inDays(-1), '09:00'), 400, 'This time slot has passed; please choose another');
    await refused(slotAt(inDays(61), '09:00'), 400, 'Slots can be booked up to 60 days ahead; choose an earlier day');
    await refused('tomorrow', 400, /slot id must look like 12@2026-11-21/);
    await refused(slotAt(inDays(3), '09:00'), 400, 'date must be the day the slot_id names', inDays(4));
    const stranger = await world.shopper();
    expect((await kit.move(stranger, itemId, slotAt(inDays(3), '09:00'))).statusCode).toBe(404);

    await db().update(orderItems).set({ status: 'Fulfilled' }).where(eq(orderItems.id, itemId));
    await refused(slotAt(inDays(3), '09:00'), 409, 'This item is Fulfilled, so its booking can no longer be moved');
    const closed = await kit.service({ terms: { rescheduleAllowed: false } });
    const fixed = await kit.book(closed.product.id, closed.slotAt(inDays(2), '09:00'));
    const no = await kit.move(fixed.who, fixed.itemId, closed.slotAt(inDays(2), '14:00'));
    expect([no.statusCode, body(no).response_message]).toEqual([
      409,
      `${closed.vendor.name} does not move bookings once made; contact them if you cannot make this time`,
    ]);

    expect(await kit.booked(from)).toBe(1);
    expect(await kit.booked(slotAt(inDays(3), '09:00'))).toBe(0);
    expect(await movesOf(itemId)).toEqual([]);
    expect(await kit.noticesTo(emailOf(who))).toEqual([]);
  });

  it('accepts a move up to the notice cut-off in the store’s zone and refuses it a minute later, naming the cut-off', async () => {
    const { product, slotAt } = await kit.service();
    const day = inDays(5);
    // 09:00 in India with 4 hours' notice: the cut-off is 05:00 there.
    const cutOff = zonedInstant('Asia/Kolkata', day, '05:00');
    const minute = 60_000;
    const tries = [-minute, 0, minute];
    const answers = [];
    for (const offset of tries) {
      const { who, itemId } = await kit.book(product.id, slotAt(day, '09:00'));
      const ctx = await world.contextOf(who);
      const now = new Date(cutOff.getTime() + offset);
      answers.push(
        await rescheduleItem(ctx, itemId, { slot_id: slotAt(day, '14:00'), date: day }, now).then(
          (r) => r.schedule.slot.start_time,
          (error: { statusCode: number; message: string }) => [error.statusCode, error.message],
        ),
      );
    }
    const longDay = new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
    expect(answers).toEqual(['14:00', '14:00', [409, `Bookings can be moved until 5:00 AM on ${longDay}; that time has passed`]]);
    expect(await kit.booked(slotAt(day, '09:00'))).toBe(1);
    expect(await kit.booked(slotAt(day, '14:00'))).toBe(2);
  });
});

describe('the notice of a move', () => {
  it('is written in the customer’s language, the slot on the store’s clock', () => {
    const move = {
      orderId: 7,
      product: 'Yoga',
      vendor: 'GharSeva',
      from: { slot_id: '1@2030-03-12', date: '2030-03-12', start_time: '09:00', end_time: '10:00' },
    };
    const to = { slot_id: '2@2030-03-13', date: '2030-03-13', start_time: '14:00', end_time: '15:00' };
    expect(rescheduleNoticeText({ ...move, to }, 'Chowk Bazaar', 'fr')).toEqual({
      subject: 'Votre réservation Chowk Bazaar a été déplacée',
      body: expect.stringMatching(/^Yoga \(commande 7\) avec GharSeva a lieu désormais le 13 mars 2030, 2:00\sPM–3:00\sPM, au lieu du 12 mars 2030/),
    });
  });
});

describe.runIf(testDriver() === 'postgres')('at once, on PostgreSQL', () => {
  it('gives the last place of a slot to exactly one of several customers moving into it, and never goes below zero', async () => {
    const { product, slotAt } = await kit.service({ capacity: [5, 1] });
    const [from, to] = [slotAt(inDays(2), '09:00'), slotAt(inDays(2), '14:00')];
    const bookings = [];
    for (let n = 0; n < 5; n++) bookings.push(await kit.book(product.id, from));
    const answers = await Promise.all(bookings.map((b) => kit.move(b.who, b.itemId, to)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => body(a).response_message)).toEqual(
      Array(4).fill('This time slot is full; please choose another'),
    );
    expect([await kit.booked(from), await kit.booked(to)]).toEqual([4, 1]);
    const rows = await db().select({ booked: slotBookings.booked }).from(slotBookings);
    expect(rows.every((r) => r.booked >= 0)).toBe(true);
  });

  it('moves one item no more times than the limit when its moves race, and crossing moves do not deadlock', async () => {
    const { product, slotAt } = await kit.service({ terms: { rescheduleLimit: 2 } });
    const { who, itemId } = await kit.book(product.id, slotAt(inDays(2), '09:00'));
    const targets = [3, 4, 5, 6, 7].map((d) => slotAt(inDays(d), '14:00'));
    const answers = await Promise.all(targets.map((t) => kit.move(who, itemId, t)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(await movesOf(itemId)).toHaveLength(2);
    const total = (await Promise.all([slotAt(inDays(2), '09:00'), ...targets].map((s) => kit.booked(s)))).reduce((a, b) => a + b, 0);
    expect(total).toBe(1);

    // Two customers swapping slots at once take the two rows in the same order.
    const a = await kit.book(product.id, slotAt(inDays(8), '09:00'));
    const b = await kit.book(product.id, slotAt(inDays(8), '14:00'));
    const swapped = await Promise.all([kit.move(a.who, a.itemId, slotAt(inDays(8), '14:00')), kit.move(b.who, b.itemId, slotAt(inDays(8), '09:00'))]);
    expect(swapped.map((s) => s.statusCode)).toEqual([200, 200]);
    expect([await kit.booked(slotAt(inDays(8), '09:00')), await kit.booked(slotAt(inDays(8), '14:00'))]).toEqual([1, 1]);
  });
});
