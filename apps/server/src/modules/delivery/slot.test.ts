import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Slot } from '@bazaar/contracts';
import { slotSchedules } from '../../db/schema';
import { findStoreByRealm } from '../../plugins/store-context';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { bookSlot } from './slot.service';
import { addDays, storeNow, weekdayOf } from './store-clock';

type SlotBody = { slots: Slot[]; date: string; product_id: number };

let app: TestApp;
let world: Awaited<ReturnType<typeof createCatalogue>>;
const today = storeNow('Asia/Kolkata').date;
const tomorrow = addDays(today, 1);
beforeAll(async () => {
  app = await createTestApp();
  world = await createCatalogue(app.database.db);
});
afterAll(async () => {
  await app.close();
});

const slotsOf = (productId: number | string, date: string, realm = world.realm) =>
  app.inject({ method: 'GET', url: `/pbs/rest/v3/slots?date=${date}&product_id=${productId}`, headers: { 'realm-name': realm } });

/** A service with the given timetable entries on `date`'s weekday. */
async function serviceWithSlots(date: string, entries: [string, string, number][]) {
  const service = await createProduct(app.database.db, world.refs, { productType: 'Service', slotRequired: true, stock: 100 });
  const rows = await app.database.db
    .insert(slotSchedules)
    .values(
      entries.map(([startTime, endTime, capacity]) => ({
        storeId: world.store.id,
        productId: service.id,
        weekday: weekdayOf(date),
        startTime,
        endTime,
        capacity,
      })),
    )
    .returning({ id: slotSchedules.id });
  return { service, scheduleIds: rows.map((r) => r.id) };
}

async function book(slotId: string, productId: number, quantity = 1) {
  const store = (await findStoreByRealm(app.database.db, world.realm))!;
  const ctx = { db: app.database.db, store, language: undefined };
  return app.database.db.transaction((tx) => bookSlot(tx, ctx, { slotId, productId, quantity }));
}

describe('GET /pbs/rest/v3/slots', () => {
  it("lists a day's slots in time order with the places left", async () => {
    const { service, scheduleIds } = await serviceWithSlots(tomorrow, [
      ['14:00', '16:00', 3],
      ['09:00', '11:00', 2],
    ]);
    const res = await slotsOf(service.id, tomorrow);
    expect(res.statusCode).toBe(200);
    const { slots } = body<SlotBody>(res).response_body;
    expect(slots.map((s) => [s.slot_id, s.start_time, s.end_time, s.remaining, s.available])).toEqual([
      [`${scheduleIds[1]}@${tomorrow}`, '09:00', '11:00', 2, true],
      [`${scheduleIds[0]}@${tomorrow}`, '14:00', '16:00', 3, true],
    ]);
    // Another weekday has no entries.
    expect(body<SlotBody>(await slotsOf(service.id, addDays(tomorrow, 1))).response_body.slots).toEqual([]);
  });

  it('books within capacity only: the last place goes to one of two racing orders', async () => {
    const { service, scheduleIds } = await serviceWithSlots(tomorrow, [['10:00', '12:00', 2]]);
    const slotId = `${scheduleIds[0]}@${tomorrow}`;
    await book(slotId, service.id);
    const results = await Promise.allSettled([book(slotId, service.id), book(slotId, service.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409, message: 'This time slot is full; please choose another' });
    const [slot] = body<SlotBody>(await slotsOf(service.id, tomorrow)).response_body.slots;
    expect(slot).toMatchObject({ remaining: 0, available: false });
    await expect(book(slotId, service.id, 1)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('refuses to book a slot of another product, a day the timetable does not run, or a made-up id', async () => {
    const { service, scheduleIds } = await serviceWithSlots(tomorrow, [['10:00', '12:00', 2]]);
    const other = await createProduct(app.database.db, world.refs, { productType: 'Service', slotRequired: true });
    await expect(book(`${scheduleIds[0]}@${tomorrow}`, other.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(book(`${scheduleIds[0]}@${addDays(tomorrow, 1)}`, service.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(book('nonsense', service.id)).rejects.toMatchObject({ statusCode: 400 });
  });

  it("uses the store's today when no date is given and offers the next seven store days", async () => {
    const { service } = await serviceWithSlots(today, [['23:58', '23:59', 2]]);
    const res = await app.inject({ method: 'GET', url: `/pbs/rest/v3/slots?product_id=${service.id}`, headers: { 'realm-name': world.realm } });
    expect(res.statusCode).toBe(200);
    const answer = body<SlotBody & { days: string[] }>(res).response_body;
    expect(answer.date).toBe(today);
    expect(answer.days).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today, n)));
  });

  it('leaves out slots of today that have already begun', async () => {
    const { service } = await serviceWithSlots(today, [
      ['00:00', '00:01', 2],
      ['23:58', '23:59', 2],
    ]);
    const starts = body<SlotBody>(await slotsOf(service.id, today)).response_body.slots.map((s) => s.start_time);
    expect(starts).not.toContain('00:00');
  });

  it('answers 400 for bad or past dates and products that take no slot, 404 for unknown ones', async () => {
    const { service } = await serviceWithSlots(tomorrow, [['10:00', '12:00', 2]]);
    const plain = await createProduct(app.database.db, world.refs, { name: 'Copper Bottle' });
    for (const [res, message] of [
      [await slotsOf(service.id, '2026-02-30'), /not a real calendar date/],
      [await slotsOf(service.id, 'tomorrow'), /date must be a date/],
      [await slotsOf(service.id, addDays(today, -1)), /today or later/],
      [await slotsOf(service.id, addDays(today, 61)), /up to 60 days ahead/],
      [await slotsOf('x', tomorrow), /product_id/],
      [await slotsOf(plain.id, tomorrow), /Copper Bottle is booked without a time slot/],
    ] as const) {
      expect(res.statusCode).toBe(400);
      expect(body(res).response_message).toMatch(message);
    }
    expect((await slotsOf(999_999_999, tomorrow)).statusCode).toBe(404);
    // Another store's service is unknown here.
    expect((await slotsOf(service.id, tomorrow, 'demo')).statusCode).toBe(404);
  });

  it('gives every seeded slot service of the demo store a timetable', async () => {
    const res = await app.inject({ method: 'GET', url: '/pbs/rest/v3/products?search=yoga&page-limit=50', headers: { 'realm-name': 'demo' } });
    const yoga = body<{ products: { product_id: number; slot_required: boolean }[] }>(res).response_body.products.find((p) => p.slot_required)!;
    const week = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((d) => slotsOf(yoga.product_id, addDays(today, d), 'demo')));
    expect(week.every((r) => r.statusCode === 200)).toBe(true);
    expect(week.map((r) => body<SlotBody>(r).response_body.slots.length).reduce((a, b) => a + b, 0)).toBeGreaterThan(20);
  });
});
