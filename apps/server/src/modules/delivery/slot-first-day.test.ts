import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Slot } from '@bazaar/contracts';
import { slotSchedules } from '../../db/schema';
import { findStoreByRealm } from '../../plugins/store-context';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { fakeClock } from '../../test/clock';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { bookSlot } from './slot.service';
import { addDays, weekdayOf } from './store-clock';

/** The day the slot picker opens on (no date asked): the first offered day with a place left. */

let app: TestApp;
let world: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  app = await createTestApp();
  world = await createCatalogue(app.database.db);
});
afterAll(async () => {
  await app.close();
});
afterEach(() => {
  vi.useRealTimers();
});

// 10:30 in Kolkata (UTC+05:30) on Tuesday 24 November 2026.
const TODAY = '2026-11-24';
const NOW = new Date(`${TODAY}T10:30:00+05:30`);

/** A service with timetable entries on the weekdays of the given dates: [date, start, end, capacity]. */
async function service(entries: [string, string, string, number][]) {
  const product = await createProduct(app.database.db, world.refs, { productType: 'Service', slotRequired: true, stock: 100 });
  const rows = await app.database.db
    .insert(slotSchedules)
    .values(
      entries.map(([date, startTime, endTime, capacity]) => ({
        storeId: world.store.id,
        productId: product.id,
        weekday: weekdayOf(date),
        startTime,
        endTime,
        capacity,
      })),
    )
    .returning({ id: slotSchedules.id });
  return { product, ids: rows.map((r) => r.id) };
}
async function book(slotId: string, productId: number, quantity: number) {
  const store = (await findStoreByRealm(app.database.db, world.realm))!;
  return app.database.db.transaction((tx) => bookSlot(tx, { db: app.database.db, store, language: undefined }, { slotId, productId, quantity }));
}
const opening = async (productId: number) => {
  const res = await app.inject({ method: 'GET', url: `/pbs/rest/v3/slots?product_id=${productId}`, headers: { 'realm-name': world.realm } });
  expect(res.statusCode).toBe(200);
  return body<{ slots: Slot[]; date: string; days: string[] }>(res).response_body;
};

describe('GET /pbs/rest/v3/slots without a date', () => {
  it('opens on today when today has a place left', async () => {
    fakeClock(NOW);
    const { product } = await service([
      [TODAY, '14:00', '15:00', 2],
      [addDays(TODAY, 1), '09:00', '10:00', 2],
    ]);
    const answer = await opening(product.id);
    expect(answer.date).toBe(TODAY);
    expect(answer.slots.map((s) => s.start_time)).toEqual(['14:00']);
    expect(answer.days[0]).toBe(TODAY);
  });

  it('skips a today whose slots have all begun and a day without slots, to the first day that has one', async () => {
    fakeClock(NOW);
    const third = addDays(TODAY, 2);
    const { product } = await service([
      [TODAY, '09:00', '10:00', 2],
      [third, '11:00', '12:00', 1],
    ]);
    const answer = await opening(product.id);
    expect(answer.date).toBe(third);
    expect(answer.slots).toMatchObject([{ date: third, start_time: '11:00', available: true, remaining: 1 }]);
    // The offered days still start today, so the shopper can look back at it.
    expect(answer.days).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => addDays(TODAY, n)));
  });

  it('skips a day whose slots are full', async () => {
    fakeClock(NOW);
    const tomorrow = addDays(TODAY, 1);
    const { product, ids } = await service([
      [TODAY, '16:00', '17:00', 2],
      [tomorrow, '09:00', '10:00', 3],
    ]);
    await book(`${ids[0]}@${TODAY}`, product.id, 2);
    const answer = await opening(product.id);
    expect(answer.date).toBe(tomorrow);
    expect(answer.slots.map((s) => s.remaining)).toEqual([3]);
  });

  it("answers with today's list when no offered day has a place left", async () => {
    fakeClock(NOW);
    const { product, ids } = await service([[TODAY, '16:00', '17:00', 1]]);
    await book(`${ids[0]}@${TODAY}`, product.id, 1);
    const answer = await opening(product.id);
    expect(answer.date).toBe(TODAY);
    expect(answer.slots).toMatchObject([{ start_time: '16:00', available: false, remaining: 0 }]);
  });

  it('still answers an asked-for day, even a full one', async () => {
    fakeClock(NOW);
    const { product, ids } = await service([
      [TODAY, '16:00', '17:00', 1],
      [addDays(TODAY, 1), '09:00', '10:00', 1],
    ]);
    await book(`${ids[0]}@${TODAY}`, product.id, 1);
    const res = await app.inject({ method: 'GET', url: `/pbs/rest/v3/slots?product_id=${product.id}&date=${TODAY}`, headers: { 'realm-name': world.realm } });
    expect(body<{ date: string }>(res).response_body.date).toBe(TODAY);
  });
});
