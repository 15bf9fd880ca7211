import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findStoreByRealm } from '../../plugins/store-context';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { fakeClock } from '../../test/clock';
import { createOrder, paymentState } from '../../test/order-factory';
import { createListeningTestApp, type ListeningTestApp } from '../../test/test-app';
import { payInSandbox } from './payments-test-kit';
import { reconcilePendingPayments } from './reconcile-payments';
import { startPayment } from './start-payment';

// The shopper pays at the provider and closes the tab: no webhook (sandbox webhooks off), no
// return. Only the reconciliation job can find out, five minutes after the order was placed.
let app: ListeningTestApp;
let shopper: SignedIn;
let storeId: number;
let clock: ReturnType<typeof fakeClock> | undefined;

beforeAll(async () => {
  app = await createListeningTestApp({ sandboxWebhooks: false });
  shopper = await signInAsNew(app);
  storeId = (await findStoreByRealm(app.database.db, 'demo'))!.id;
});
afterEach(() => clock?.restore());
afterAll(async () => {
  await app.close();
});

async function placed(provider: 'cashfree' | 'stripe' | 'amazon_pay') {
  const { orderId, payment } = await createOrder(app.database.db, { storeId, customerId: shopper.customerId, provider, createdAt: new Date() });
  const next = await startPayment(app.database.db, app.gateways, { payment: payment!, orderId, origin: app.baseUrl });
  return { orderId, payment: payment!, next };
}

const reconcile = (batch?: number) => reconcilePendingPayments(app.database.db, app.gateways, new Date(), { batch });

describe('reconcilePendingPayments', () => {
  it.each(['cashfree', 'stripe', 'amazon_pay'] as const)('asks %s about a payment at 5:00, not at 4:59, and completes it', async (provider) => {
    clock = fakeClock(new Date());
    const { payment, next } = await placed(provider);
    await payInSandbox(next, 'pay', { closeTabBeforeReturn: true });
    expect((await paymentState(app.database.db, payment.id)).status).toBe('Pending');

    clock.advance(4 * 60 + 59);
    expect(await reconcile()).toEqual({ asked: 0, changed: 0, failed: 0 });
    expect((await paymentState(app.database.db, payment.id)).status).toBe('Pending');

    clock.advance(1);
    expect(await reconcile()).toEqual({ asked: 1, changed: 1, failed: 0 });
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Completed', orderStatus: 'Completed' });
  });

  it('leaves an unpaid payment waiting within the window, and closes it at the provider after 30 minutes', async () => {
    clock = fakeClock(new Date());
    const { payment } = await placed('stripe');
    clock.advance(5 * 60);
    expect(await reconcile()).toEqual({ asked: 1, changed: 0, failed: 0 });
    expect((await paymentState(app.database.db, payment.id)).status).toBe('Pending');
    clock.advance(25 * 60);
    expect(await reconcile()).toEqual({ asked: 1, changed: 1, failed: 0 });
    expect(await paymentState(app.database.db, payment.id)).toMatchObject({ status: 'Failed', orderStatus: 'Failed' });
  });

  it('takes a bounded batch, oldest first', async () => {
    clock = fakeClock(new Date());
    const orders = [];
    for (let i = 0; i < 3; i++) {
      const order = await placed('cashfree');
      await payInSandbox(order.next, 'pay', { closeTabBeforeReturn: true });
      orders.push(order);
      clock.advance(1);
    }
    clock.advance(5 * 60);
    expect(await reconcile(2)).toEqual({ asked: 2, changed: 2, failed: 0 });
    const states = await Promise.all(orders.map((o) => paymentState(app.database.db, o.payment.id)));
    expect(states.map((s) => s.status)).toEqual(['Completed', 'Completed', 'Pending']);
    expect(await reconcile(2)).toEqual({ asked: 1, changed: 1, failed: 0 });
  });
});
