import { randomUUID } from 'node:crypto';
import type { Checkout, PlaceOrderResult } from '@bazaar/contracts';
import { addresses, cartItems, coupons, paymentMethods, slotSchedules } from '../../db/schema';
import { findStoreByRealm } from '../../plugins/store-context';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createCatalogue, createProduct, createVendor } from '../../test/catalogue-factory';
import { afterAll, beforeAll } from 'vitest';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import type { CustomerContext } from '../identity';

/** 0 = Sunday, as slot schedules count weekdays. */
const weekdayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/** Shared set-up of the checkout tests: a store of their own with two vendors, its payment methods, and calls by name. */

export async function checkoutWorld(app: TestApp) {
  const db = app.database.db;
  const catalogue = await createCatalogue(db, { numberToBasic: 100 });
  const otherVendor = await createVendor(db, catalogue.store.id, { deliversEverywhere: true });
  const methods = await db
    .insert(paymentMethods)
    .values((['cod', 'cashfree', 'stripe', 'amazon_pay'] as const).map((provider, position) => ({ storeId: catalogue.store.id, provider, position })))
    .returning({ id: paymentMethods.id, provider: paymentMethods.provider });
  const method = (provider: string) => methods.find((m) => m.provider === provider)!.id;
  const product = (overrides: Parameters<typeof createProduct>[2] = {}) => createProduct(db, catalogue.refs, { stock: 20, ...overrides });

  /** A signed-in shopper of this store with one delivery address, and products in the cart. */
  async function shopper(cart: { productId: number; quantity: number }[] = []) {
    const who = await signInAsNew(app, { storeRealm: catalogue.realm });
    const [address] = await db
      .insert(addresses)
      .values({
        storeId: catalogue.store.id,
        customerId: who.customerId,
        addressType: 'delivery',
        name: 'Priya Sharma',
        phone: '+919000000001',
        line1: '221, 12th Main, HSR Layout',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560102',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    if (cart.length) {
      await db
        .insert(cartItems)
        .values(cart.map((l) => ({ storeId: catalogue.store.id, customerId: who.customerId, productId: l.productId, quantity: l.quantity })));
    }
    return { ...who, addressId: address!.id };
  }

  async function coupon(overrides: Partial<typeof coupons.$inferInsert> = {}) {
    const [row] = await db
      .insert(coupons)
      .values({ storeId: catalogue.store.id, code: `SAVE${randomUUID().slice(0, 6).toUpperCase()}`, kind: 'percent', value: 10, ...overrides })
      .returning();
    return row!;
  }

  /** A service bookable every day from 09:00 to 10:00 with `capacity` places. */
  async function service(capacity: number, overrides: Parameters<typeof createProduct>[2] = {}) {
    const p = await product({ productType: 'Service', slotRequired: true, ...overrides });
    const rows = await db
      .insert(slotSchedules)
      .values(
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ storeId: catalogue.store.id, productId: p.id, weekday, startTime: '09:00', endTime: '10:00', capacity })),
      )
      .returning({ id: slotSchedules.id, weekday: slotSchedules.weekday });
    const slotOn = (day: string) => `${rows.find((r) => r.weekday === weekdayOf(day))!.id}@${day}`;
    return { ...p, slotOn };
  }

  /** What a request of this shopper carries, for tests that call the services directly. */
  async function contextOf(who: SignedIn): Promise<CustomerContext> {
    const store = (await findStoreByRealm(db, catalogue.realm))!;
    return { db, store, language: undefined, customerId: who.customerId, sessionId: who.sessionId };
  }

  return { ...catalogue, otherVendor, method, product, shopper, coupon, service, contextOf };
}

export function checkoutCalls(app: TestApp) {
  const base = '/cfs/rest/v3/checkout';
  const calls = {
    create: (who: SignedIn | undefined, payload: unknown = { source: 'cart' }) =>
      app.inject({ method: 'POST', url: base, headers: who?.headers, payload: payload as object }),
    get: (who: SignedIn | undefined, id: string) => app.inject({ method: 'GET', url: `${base}/${id}`, headers: who?.headers }),
    put: (who: SignedIn | undefined, id: string, payload: unknown) =>
      app.inject({ method: 'PUT', url: `${base}/${id}`, headers: who?.headers, payload: payload as object }),
    /** key null sends no Idempotency-Key at all. */
    place: (who: SignedIn | undefined, id: string, key: string | null = randomUUID()) =>
      app.inject({ method: 'POST', url: `${base}/${id}/place-order`, headers: { ...who?.headers, ...(key === null ? {} : { 'idempotency-key': key }) } }),
    orders: (who: SignedIn | undefined, query = '') =>
      app.inject({ method: 'GET', url: `/cfs/rest/v3/list-orders-with-order-items${query}`, headers: who?.headers }),
    /** Creates a checkout that must succeed and returns it. */
    open: async (who: SignedIn, payload: unknown = { source: 'cart' }) => {
      const res = await calls.create(who, payload);
      if (res.statusCode !== 201) throw new Error(`checkout not created: ${res.statusCode} ${res.body}`);
      return body<Checkout>(res).response_body;
    },
    update: async (who: SignedIn, id: string, payload: unknown) => {
      const res = await calls.put(who, id, payload);
      if (res.statusCode !== 200) throw new Error(`checkout not updated: ${res.statusCode} ${res.body}`);
      return body<Checkout>(res).response_body;
    },
  };
  return calls;
}

export const placed = (res: { body: string }) => body<PlaceOrderResult>(res as never).response_body;

export type CheckoutWorld = Awaited<ReturnType<typeof checkoutWorld>>;
export type CheckoutCalls = ReturnType<typeof checkoutCalls>;

/**
 * A test file's app, checkout world and calls, made before its tests and closed after them; `use`
 * gets them once made: `useCheckoutSuite((made) => ({ app, world, calls } = made))`. `make` builds
 * the app (createListeningTestApp for the tests that pay over real HTTP).
 */
export function useCheckoutSuite<A extends TestApp = TestApp>(
  use: (made: { app: A; world: CheckoutWorld; calls: CheckoutCalls }) => void,
  make: () => Promise<A> = createTestApp as () => Promise<A>,
): void {
  let app: A | undefined;
  beforeAll(async () => {
    app = await make();
    use({ app, world: await checkoutWorld(app), calls: checkoutCalls(app) });
  });
  afterAll(async () => {
    await app?.close();
  });
}
