import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SLOT_DAYS_AHEAD, type Slot } from '@bazaar/contracts';
import { slotBookings, slotSchedules } from '../../db/schema';
import { findStoreByRealm } from '../../plugins/store-context';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { fakeClock } from '../../test/clock';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { bookSlot, releaseSlot } from './slot.service';
import { addDays, weekdayOf } from './store-clock';

/** Slots at the edges of the day and of the calendar, on a fake clock (issue #17). */

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
const at = (hhmm: string) => new Date(`${TODAY}T${hhmm}:00+05:30`);

async function service(date: string, entries: [string, string, number][]) {
  const product = await createProduct(app.database.db, world.refs, { productType: 'Service', slotRequired: true, stock: 100 });
  const rows = await app.database.db
    .insert(slotSchedules)
    .values(
      entries.map(([startTime, endTime, capacity]) => ({
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
const list = async (productId: number, date: string) => {
  const res = await app.inject({ method: 'GET', url: `/pbs/rest/v3/slots?date=${date}&product_id=${productId}`, headers: { 'realm-name': world.realm } });
  return { status: res.statusCode, slots: res.statusCode === 200 ? body<{ slots: Slot[] }>(res).response_body.slots : [] };
};
async function book(slotId: string, productId: number, quantity = 1) {
  const store = (await findStoreByRealm(app.database.db, world.realm))!;
  return app.database.db.transaction((tx) => bookSlot(tx, { db: app.database.db, store, language: undefined }, { slotId, productId, quantity }));
}
async function release(slotId: string, productId: number, quantity: number, realm = world.realm) {
  const store = (await findStoreByRealm(app.database.db, realm))!;
  return app.database.db.transaction((tx) => releaseSlot(tx, { store }, { slotId, productId, quantity }));
}
const bookedOn = async (scheduleId: number, day: string) =>
  (
    await app.database.db
      .select({ booked: slotBookings.booked })
      .from(slotBookings)
      .where(and(eq(slotBookings.scheduleId, scheduleId), eq(slotBookings.day, day)))
  )[0]?.booked;

describe("today's slots", () => {
  it('shows the slots of today that have not begun, and leaves out one beginning this minute', async () => {
    fakeClock(at('10:30'));
    const { product } = await service(TODAY, [
      ['09:00', '10:00', 2],
      ['10:30', '11:30', 2],
      ['10:31', '11:31', 2],
      ['14:00', '16:00', 2],
    ]);
    expect((await list(product.id, TODAY)).slots.map((s) => s.start_time)).toEqual(['10:31', '14:00']);
  });

  it('books a slot of today that has not begun, and refuses one that has', async () => {
    fakeClock(at('10:30'));
    const { product, ids } = await service(TODAY, [
      ['10:30', '11:30', 2],
      ['14:00', '16:00', 2],
    ]);
    await expect(book(`${ids[0]}@${TODAY}`, product.id)).rejects.toMatchObject({ statusCode: 400 });
    await expect(book(`${ids[1]}@${TODAY}`, product.id)).resolves.toEqual({
      slot_id: `${ids[1]}@${TODAY}`,
      date: TODAY,
      start_time: '14:00',
      end_time: '16:00',
    });
  });
});

describe('the calendar', () => {
  it(`offers days up to ${SLOT_DAYS_AHEAD} days ahead, and not one more`, async () => {
    fakeClock(at('10:30'));
    const last = addDays(TODAY, SLOT_DAYS_AHEAD);
    const { product } = await service(last, [['09:00', '10:00', 1]]);
    const ok = await list(product.id, last);
    expect(ok.status).toBe(200);
    expect(ok.slots).toHaveLength(1);
    expect((await list(product.id, addDays(last, 1))).status).toBe(400);
  });

  it("counts a day's bookings on that day only: the same slot a week later is free", async () => {
    fakeClock(at('10:30'));
    const day = addDays(TODAY, 1);
    const { product, ids } = await service(day, [['09:00', '10:00', 2]]);
    await book(`${ids[0]}@${day}`, product.id, 2);
    expect((await list(product.id, day)).slots[0]).toMatchObject({ remaining: 0, available: false });
    expect((await list(product.id, addDays(day, 7))).slots[0]).toMatchObject({ remaining: 2, available: true });
    const [row] = await app.database.db
      .select({ booked: slotBookings.booked })
      .from(slotBookings)
      .where(and(eq(slotBookings.scheduleId, ids[0]!), eq(slotBookings.day, addDays(day, 7))));
    expect(row).toBeUndefined();
  });
});

describe('refusals say what is wrong', () => {
  it('refuses a day already gone, even one the timetable runs on', async () => {
    fakeClock(at('10:30'));
    const yesterday = addDays(TODAY, -1);
    const { product, ids } = await service(yesterday, [['18:00', '19:00', 2]]);
    await expect(book(`${ids[0]}@${yesterday}`, product.id)).rejects.toMatchObject({
      statusCode: 400,
      message: 'This time slot has passed; please choose another',
    });
    expect(await bookedOn(ids[0]!, yesterday)).toBeUndefined();
  });

  it('names the slot id format, a slot that does not exist, and a product that does not', async () => {
    fakeClock(at('10:30'));
    const { product, ids } = await service(TODAY, [['14:00', '15:00', 2]]);
    await expect(book('nonsense', product.id)).rejects.toMatchObject({ statusCode: 400, message: 'slot id must look like 12@2026-11-21' });
    await expect(book(`${ids[0]}@${addDays(TODAY, 1)}`, product.id)).rejects.toMatchObject({
      statusCode: 404,
      message: 'This time slot does not exist; please choose another',
    });
    const res = await app.inject({ method: 'GET', url: `/pbs/rest/v3/slots?date=${TODAY}&product_id=987654`, headers: { 'realm-name': world.realm } });
    expect(res.statusCode).toBe(404);
    expect(body(res).response_message).toBe('Product 987654 was not found');
  });
});

describe('giving places back', () => {
  it('returns the places a booking took, never below zero, on that day only', async () => {
    fakeClock(at('10:30'));
    const day = addDays(TODAY, 2);
    const { product, ids } = await service(day, [['09:00', '10:00', 5]]);
    await book(`${ids[0]}@${day}`, product.id, 3);
    await book(`${ids[0]}@${addDays(day, 7)}`, product.id, 2);
    await release(`${ids[0]}@${day}`, product.id, 2);
    expect(await bookedOn(ids[0]!, day)).toBe(1);
    await release(`${ids[0]}@${day}`, product.id, 4);
    expect(await bookedOn(ids[0]!, day)).toBe(0);
    expect(await bookedOn(ids[0]!, addDays(day, 7))).toBe(2);
  });

  it("leaves another product's or another store's slot alone, and names a bad id", async () => {
    fakeClock(at('10:30'));
    const day = addDays(TODAY, 2);
    const { product, ids } = await service(day, [['09:00', '10:00', 5]]);
    await book(`${ids[0]}@${day}`, product.id, 3);
    const other = await createProduct(app.database.db, world.refs, { productType: 'Service', slotRequired: true });
    await release(`${ids[0]}@${day}`, other.id, 3);
    const elsewhere = await createCatalogue(app.database.db);
    await release(`${ids[0]}@${day}`, product.id, 3, elsewhere.realm);
    expect(await bookedOn(ids[0]!, day)).toBe(3);
    await expect(release('nonsense', product.id, 1)).rejects.toMatchObject({ statusCode: 400, message: 'slot id must look like 12@2026-11-21' });
  });
});
