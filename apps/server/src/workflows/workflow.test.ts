import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotBookings, slotSchedules } from '../db/schema';
import { addDays, storeNow, weekdayOf } from '../modules/delivery/store-clock';
import { findStoreByRealm, type RequestContext } from '../plugins/store-context';
import { createCatalogue, createProduct } from '../test/catalogue-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { bookSlotsStep } from './steps/book-slots.step';
import { runWorkflow, WorkflowError, type Step } from './workflow';

let app: TestApp;
let world: Awaited<ReturnType<typeof createCatalogue>>;
let ctx: RequestContext;
const day = addDays(storeNow('Asia/Kolkata').date, 2);
beforeAll(async () => {
  app = await createTestApp();
  world = await createCatalogue(app.database.db);
  ctx = { db: app.database.db, store: (await findStoreByRealm(app.database.db, world.realm))!, language: undefined };
});
afterAll(async () => {
  await app.close();
});

async function slot(capacity: number) {
  const service = await createProduct(app.database.db, world.refs, { productType: 'Service', slotRequired: true, stock: 100 });
  const [row] = await app.database.db
    .insert(slotSchedules)
    .values({ storeId: world.store.id, productId: service.id, weekday: weekdayOf(day), startTime: '10:00', endTime: '11:00', capacity })
    .returning({ id: slotSchedules.id });
  return { productId: service.id, slotId: `${row!.id}@${day}`, scheduleId: row!.id };
}
const booked = async (scheduleId: number) =>
  (
    await app.database.db
      .select({ booked: slotBookings.booked })
      .from(slotBookings)
      .where(and(eq(slotBookings.scheduleId, scheduleId), eq(slotBookings.day, day)))
  )[0]?.booked ?? 0;

const failing = (message: string): Step<unknown, never> => ({
  name: 'charge-payment',
  run: async () => {
    throw new Error(message);
  },
});

describe('workflows', () => {
  it('run their steps in order and return what the body returns', async () => {
    const order: string[] = [];
    const step = (name: string): Step<number, number> => ({ name, run: async (n) => (order.push(name), n + 1) });
    const result = await runWorkflow(async (flow) => flow.step(step('b'), await flow.step(step('a'), 1)));
    expect(result).toBe(3);
    expect(order).toEqual(['a', 'b']);
  });

  it('undo finished steps in reverse order when a later step fails, and throw the first error', async () => {
    const log: string[] = [];
    const step = (name: string): Step<void, string> => ({
      name,
      run: async () => (log.push(`run ${name}`), name),
      undo: async () => void log.push(`undo ${name}`),
    });
    await expect(
      runWorkflow(async (flow) => {
        await flow.step(step('a'), undefined);
        await flow.step(step('b'), undefined);
        await flow.step(failing('card declined'), undefined);
      }),
    ).rejects.toThrow('card declined');
    expect(log).toEqual(['run a', 'run b', 'undo b', 'undo a']);
  });

  it('report an undo that fails as well, naming both steps', async () => {
    const broken: Step<void, void> = { name: 'reserve-stock', run: async () => undefined, undo: async () => Promise.reject(new Error('db gone')) };
    const error = await runWorkflow(async (flow) => {
      await flow.step(broken, undefined);
      await flow.step(failing('declined'), undefined);
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkflowError);
    expect((error as WorkflowError).step).toBe('charge-payment');
    expect((error as WorkflowError).undoFailures.map((f) => f.step)).toEqual(['reserve-stock']);
  });
});

describe('the book-slots step', () => {
  it('books every line, and gives the places back when a later step fails', async () => {
    const a = await slot(3);
    const b = await slot(2);
    const lines = [
      { slotId: a.slotId, productId: a.productId, quantity: 2 },
      { slotId: b.slotId, productId: b.productId, quantity: 1 },
    ];
    await expect(
      runWorkflow(async (flow) => {
        await flow.step(bookSlotsStep(app.database.db, ctx), lines);
        expect([await booked(a.scheduleId), await booked(b.scheduleId)]).toEqual([2, 1]);
        await flow.step(failing('payment refused'), undefined);
      }),
    ).rejects.toThrow('payment refused');
    expect([await booked(a.scheduleId), await booked(b.scheduleId)]).toEqual([0, 0]);
  });

  it('gives back its own earlier bookings when a later line of it is full', async () => {
    const a = await slot(5);
    const full = await slot(1);
    await runWorkflow((flow) => flow.step(bookSlotsStep(app.database.db, ctx), [{ slotId: full.slotId, productId: full.productId, quantity: 1 }]));
    const attempt = runWorkflow((flow) =>
      flow.step(bookSlotsStep(app.database.db, ctx), [
        { slotId: a.slotId, productId: a.productId, quantity: 2 },
        { slotId: full.slotId, productId: full.productId, quantity: 1 },
      ]),
    );
    await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
    expect(await booked(a.scheduleId)).toBe(0);
    expect(await booked(full.scheduleId)).toBe(1);
  });
});
