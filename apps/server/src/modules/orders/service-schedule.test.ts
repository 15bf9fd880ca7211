import { eq } from 'drizzle-orm';
import type { RescheduleSlots, ServiceSchedule } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { body, type TestApp } from '../../test/test-app';
import { type CheckoutCalls, type CheckoutWorld, useCheckoutSuite } from '../checkout/checkout-test-kit';
import { ordersKit } from '../../test/orders-kit';
import { zonedInstant } from '../delivery';
import { inDays, scheduleKit } from '../../test/schedule-kit';
import { rescheduleRule } from './service-schedule';

/** Issue #12, /trainingOverview: a booked service's schedule and the slots it may move to, on a real database. */

let app: TestApp;
let world: CheckoutWorld;
let calls: CheckoutCalls;
useCheckoutSuite((made) => ({ app, world, calls } = made));
const kit = scheduleKit(
  () => app,
  () => world,
  () => calls,
);

describe('GET /cfs/rest/v3/order-items/{id}/schedule', () => {
  it('shows the owner the slot, the vendor and contact, the address, the rules and what may be done now', async () => {
    const { product, vendor, slotAt } = await kit.service();
    const day = inDays(3);
    const { who, orderId, itemId } = await kit.book(product.id, slotAt(day, '09:00'));
    const res = await kit.schedule(who, itemId);
    expect(res.statusCode).toBe(200);
    const schedule = body<ServiceSchedule>(res).response_body;
    expect(schedule).toMatchObject({
      item: { order_id: orderId, order_item_id: itemId, product_id: product.id, product_name: product.name, status: 'Received', quantity: 1 },
      vendor: { vendor_id: vendor.id, vendor_name: vendor.name, contact: { phone: '+91 80 4719 2200', email: null } },
      slot: { slot_id: slotAt(day, '09:00'), date: day, start_time: '09:00', end_time: '10:00' },
      time_zone: 'Asia/Kolkata',
      place: { kind: 'customer_address', address: { line1: '221, 12th Main, HSR Layout', city: 'Bengaluru', pincode: '560102' } },
      rules: { reschedule_allowed: true, notice_hours: 4, max_reschedules: 2 },
      actions: { can_reschedule: true, reschedules_left: 2, reason: null, reschedule_deadline_local: { date: day, time: '05:00' } },
      reschedules: [],
    });
    // 09:00 in India is 03:30 UTC; four hours before is 23:30 UTC the day before.
    expect(schedule.actions.reschedule_deadline).toBe(new Date(zonedInstant('Asia/Kolkata', day, '05:00')).toISOString());
  });

  it('says where else a service happens: online at its link, at the vendor, or nowhere said', async () => {
    const online = await kit.service({ place: 'online' });
    const a = await kit.book(online.product.id, online.slotAt(inDays(2), '14:00'));
    expect((await kit.scheduleOf(a.who, a.itemId)).place).toEqual({ kind: 'online', meeting_link: 'https://meet.example.org/yoga-42' });

    const shop = await kit.service({
      place: 'vendor_address',
      terms: { address: 'Shop 4, SP Road, Bengaluru 560002', contactPhone: null, contactEmail: 'hi@shop.example' },
    });
    const b = await kit.book(shop.product.id, shop.slotAt(inDays(2), '14:00'));
    const atShop = await kit.scheduleOf(b.who, b.itemId);
    expect(atShop.place).toEqual({ kind: 'vendor_address', address: 'Shop 4, SP Road, Bengaluru 560002', city: '' });
    expect(atShop.vendor.contact).toEqual({ phone: null, email: 'hi@shop.example' });

    const unsaid = await kit.service({ place: null, terms: { contactPhone: null, rescheduleAllowed: false } });
    const c = await kit.book(unsaid.product.id, unsaid.slotAt(inDays(2), '14:00'));
    expect(await kit.scheduleOf(c.who, c.itemId)).toMatchObject({
      place: null,
      vendor: { contact: null },
      actions: { can_reschedule: false, reason: 'not_allowed', reschedule_deadline: null, reschedules_left: 0 },
    });
  });

  it('finds no one else’s item and no item without a slot; asks a signed-in customer for a whole id', async () => {
    const { product, slotAt } = await kit.service();
    const { who, itemId } = await kit.book(product.id, slotAt(inDays(2), '09:00'));
    const stranger = await world.shopper();
    const res = await kit.schedule(stranger, itemId);
    expect([res.statusCode, body(res).response_message]).toEqual([404, `There is no order item ${itemId} among your orders`]);
    expect((await kit.slots(stranger, itemId)).statusCode).toBe(404);
    expect((await kit.schedule(undefined, itemId)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/cfs/rest/v3/order-items/abc/schedule', headers: who.headers })).statusCode).toBe(400);

    const goods = await ordersKit(
      () => app,
      () => world,
      () => calls,
    ).buy();
    const noSlot = await kit.schedule(goods.who, goods.itemId);
    expect([noSlot.statusCode, body(noSlot).response_message]).toEqual([404, `Order item ${goods.itemId} has no booked time slot`]);
  });
});

describe('GET …/schedule/slots', () => {
  it('opens on the first day with room for the item, greys out the days without, and lists a chosen day', async () => {
    // One place at 09:00 and none free at 14:00 tomorrow once this item and another take them.
    const { product, slotAt } = await kit.service({ capacity: [1, 1] });
    const tomorrow = inDays(1);
    const { who, itemId } = await kit.book(product.id, slotAt(tomorrow, '09:00'));
    await kit.book(product.id, slotAt(tomorrow, '14:00'));
    const today = (await kit.slots(who, itemId)).body;
    const answer = body<RescheduleSlots>({ body: today }).response_body;
    const tomorrowFree = answer.days.find((d) => d.date === tomorrow)!;
    expect(tomorrowFree.free).toBe(false);
    expect(answer.date).toBe(answer.days.find((d) => d.free)!.date);
    expect(answer.days).toHaveLength(7);

    const chosen = body<RescheduleSlots>(await kit.slots(who, itemId, tomorrow)).response_body;
    expect(chosen.slots.map((s) => [s.slot_id, s.remaining])).toEqual([
      [slotAt(tomorrow, '09:00'), 0],
      [slotAt(tomorrow, '14:00'), 0],
    ]);
    expect((await kit.slots(who, itemId, '2020-01-01')).statusCode).toBe(400);
    expect((await kit.slots(who, itemId, 'soon')).statusCode).toBe(400);
  });

  it('says so when the product is no longer offered', async () => {
    const { product, slotAt } = await kit.service();
    const { who, itemId } = await kit.book(product.id, slotAt(inDays(2), '09:00'));
    await app.database.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    const res = await kit.slots(who, itemId);
    expect(res.statusCode).toBe(409);
    expect(body(res).response_message).toContain('is no longer offered');
  });
});

describe('rescheduleRule', () => {
  const terms = { allowed: true, noticeHours: 4, limit: 2 };
  const slot = { date: '2030-03-12', start_time: '09:00' };
  // 09:00 in India on 12 March is 03:30 UTC; the cut-off, four hours earlier, is 23:30 UTC on the 11th.
  const cutOff = new Date('2030-03-11T23:30:00.000Z');
  const at = (ms: number) => rescheduleRule({ status: 'InProgress', slot, terms, moved: 0 }, 'Asia/Kolkata', new Date(cutOff.getTime() + ms));

  it('allows a move up to the cut-off in the store zone, and not a minute after', () => {
    expect(at(-60_000)).toEqual({ canReschedule: true, deadline: cutOff, left: 2, reason: null });
    expect(at(0).canReschedule).toBe(true);
    expect(at(60_000)).toMatchObject({ canReschedule: false, reason: 'notice_passed' });
  });

  it('says why not: the item has moved on, the vendor does not move bookings, or the limit is used', () => {
    const now = new Date('2030-03-01T00:00:00Z');
    const rule = (over: Partial<Parameters<typeof rescheduleRule>[0]>) =>
      rescheduleRule({ status: 'Received', slot, terms, moved: 0, ...over }, 'Asia/Kolkata', now).reason;
    expect(rule({ status: 'Fulfilled' })).toBe('item_status');
    expect(rule({ status: 'Cancelled', terms: { ...terms, allowed: false } })).toBe('item_status');
    expect(rule({ terms: { ...terms, allowed: false } })).toBe('not_allowed');
    expect(rule({ moved: 2 })).toBe('limit_reached');
    expect(rule({ moved: 1 })).toBeNull();
  });
});
