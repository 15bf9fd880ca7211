import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_ORDER_STATUS_PATH, PAYMENT_TYPES_PATH } from '@bazaar/contracts';
import { orders, payments } from '../../db/schema';
import { findStoreByRealm } from '../../plugins/store-context';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createOrder, paymentMethodFor, paymentState } from '../../test/order-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';

// Nothing here reaches a provider: the orders have no online payment or a settled one, and the
// sandbox is set at a port nobody listens on.
let app: TestApp;
let shopper: SignedIn;
let storeId: number;

beforeAll(async () => {
  app = await createTestApp({ payments: { sandboxUrl: () => 'http://127.0.0.1:1' } });
  shopper = await signInAsNew(app);
  storeId = (await findStoreByRealm(app.database.db, 'demo'))!.id;
});
afterAll(async () => {
  await app.close();
});

const check = (orderId: number | string, headers: Record<string, string> = shopper.headers) =>
  app.inject({ method: 'PUT', url: `${CHECK_ORDER_STATUS_PATH}/${orderId}`, headers });
const order = (provider: Parameters<typeof createOrder>[1]['provider'], customerId = shopper.customerId) =>
  createOrder(app.database.db, { storeId, customerId, provider });

describe('check-order-status', () => {
  it('is the owner’s only: another customer, or a customer of another store, gets 404', async () => {
    const { orderId } = await order('cod');
    const neighbour = await signInAsNew(app);
    const res = await check(orderId, neighbour.headers);
    expect(res.statusCode).toBe(404);
    expect(body(res).response_message).toBe(`Order ${orderId} was not found`);
    const abroad = await signInAsNew(app, { storeRealm: 'souk' });
    expect((await check(orderId, abroad.headers)).statusCode).toBe(404);
    expect((await check(orderId)).statusCode).toBe(200);
  });

  it('asks a guest to sign in (401), and names a bad order id (400)', async () => {
    const { orderId } = await order('cod');
    const guest = await check(orderId, { 'realm-name': 'demo' });
    expect(guest.statusCode).toBe(401);
    expect(body(guest).response_message).toBe('Please sign in to continue');
    const bad = await check('12abc');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).response_message).toBe('orderId must be an order id');
  });

  it('says there is nothing to pay online for cash on delivery and for a free order', async () => {
    for (const provider of ['cod', null] as const) {
      const { orderId } = await order(provider);
      const res = await check(orderId);
      expect(res.statusCode).toBe(200);
      expect(body(res)).toMatchObject({
        response_message: 'Order placed; nothing to pay online',
        response_body: { message: 'Order placed; nothing to pay online', order_id: orderId, payment_status: provider ? 'Placed' : 'Completed' },
      });
    }
  });

  it('answers a settled payment from the database without asking its provider', async () => {
    const { orderId, payment } = await createOrder(app.database.db, { storeId, customerId: shopper.customerId, provider: 'stripe', codMinor: 5_000 });
    await app.database.db.update(payments).set({ status: 'Completed' }).where(eq(payments.id, payment!.id));
    await app.database.db.update(orders).set({ paymentStatus: 'Placed' }).where(eq(orders.id, orderId));
    // Cash is still due on delivery, so the order is Placed while its online part is paid.
    expect(body(await check(orderId)).response_body).toEqual({ message: 'Amount paid for that order', order_id: orderId, payment_status: 'Placed' });
    await app.database.db.update(payments).set({ status: 'Failed' }).where(eq(payments.id, payment!.id));
    expect(body<{ message: string }>(await check(orderId)).response_body.message).toBe('Payment failed for that order');
  });

  it('answers pending when the provider cannot be asked, and changes nothing', async () => {
    const { orderId, payment } = await order('amazon_pay');
    const res = await check(orderId);
    expect(res.statusCode).toBe(200);
    expect(body(res).response_body).toEqual({ message: 'Payment is pending for that order', order_id: orderId, payment_status: 'Created' });
    expect((await paymentState(app.database.db, payment!.id)).status).toBe('Created');
  });
});

describe('payment-types', () => {
  it("lists the store's active methods in its order, with the spec's labels", async () => {
    const realm = 'souk';
    const souk = (await findStoreByRealm(app.database.db, realm))!.id;
    for (const provider of ['cod', 'stripe'] as const) await paymentMethodFor(app.database.db, souk, provider);
    const who = await signInAsNew(app, { storeRealm: realm });
    const res = await app.inject({ method: 'GET', url: PAYMENT_TYPES_PATH, headers: who.headers });
    expect(res.statusCode).toBe(200);
    const types = body<{ payment_types: { provider: string; payment_type: string; is_payment_gateway: boolean; provider_label: string }[] }>(res).response_body
      .payment_types;
    expect(types.map((t) => t.provider).sort()).toEqual(['cod', 'stripe']);
    expect(types.find((t) => t.provider === 'cod')).toMatchObject({ payment_type: 'COD', is_payment_gateway: false, provider_label: 'Cash on delivery' });
    expect(types.find((t) => t.provider === 'stripe')).toMatchObject({ payment_type: 'ONLINE', is_payment_gateway: true, provider_label: 'Stripe' });
  });

  it('asks a guest to sign in', async () => {
    expect((await app.inject({ method: 'GET', url: PAYMENT_TYPES_PATH, headers: { 'realm-name': 'demo' } })).statusCode).toBe(401);
  });
});
