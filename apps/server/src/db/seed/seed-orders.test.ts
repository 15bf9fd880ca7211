import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary, VendorOrderItem } from '@bazaar/contracts';
import { findCustomerId, signInAs } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { vendorUsers } from '../schema';
import { DEMO_SHOPPER } from './seed-customers';
import { vendorUserEmail } from './seed-vendor-users';
import { outboxCount, latestCode, post } from '../../test/identity-helpers';

// Issue #12's demo data: Priya's history reads like a real one and every rule agrees with it.
let app: TestApp;
let orders: OrderSummary[];
beforeAll(async () => {
  app = await createTestApp();
  const priya = await signInAs(app, { storeRealm: 'demo', customerId: await findCustomerId(app, 'demo', DEMO_SHOPPER.phone) });
  const res = await app.inject({ method: 'GET', url: '/cfs/rest/v3/list-orders-with-order-items?page-limit=50', headers: priya.headers });
  if (res.statusCode !== 200) throw new Error(res.body);
  orders = body<{ orders: OrderSummary[] }>(res).response_body.orders;
});
afterAll(async () => {
  await app.close();
});

describe("the demo shopper's orders", () => {
  it('hold every item status, paid by each method, newest first', () => {
    const items = orders.flatMap((o) => o.order_items);
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['Received', 'InProgress', 'Fulfilled', 'Cancelled', 'Return', 'Refund', 'Rejected']));
    expect(new Set(items.map((i) => i.payment_mode))).toEqual(new Set(['pay_on_delivery', 'online_payment']));
    const times = orders.map((o) => Date.parse(o.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const o of orders) expect(o.total).toBeCloseTo(o.sub_total + o.delivery_charge, 2);
  });

  it('include a delivered item still inside its return window, and a service booked for a day to come', () => {
    const items = orders.flatMap((o) => o.order_items);
    const returnable = items.find((i) => i.actions.can_return);
    expect(returnable).toMatchObject({ status: 'Fulfilled', payment_mode: 'pay_on_delivery' });
    expect(Date.parse(returnable!.actions.return_deadline!)).toBeGreaterThan(Date.now());
    const booking = items.find((i) => i.slot !== null);
    expect(booking).toMatchObject({ product_type: 'Service', status: 'InProgress', actions: { can_cancel: false } });
    expect(booking!.slot!.date > new Date().toISOString().slice(0, 10)).toBe(true);
    // What can still be cancelled is paid in cash: the sandbox could not refund a seeded payment.
    expect(items.filter((i) => i.actions.can_cancel).every((i) => i.payment_mode === 'pay_on_delivery')).toBe(true);
  });
});

describe('the demo vendor users', () => {
  it('one per demo vendor, who can sign in to the console and see their items', async () => {
    const users = await app.database.db.select().from(vendorUsers);
    expect(users.length).toBeGreaterThanOrEqual(9);
    const identifier = vendorUserEmail('circuit-galli');
    const seen = await outboxCount(app, identifier);
    await post(app, '/vms/rest/v3/auth/otp', { identifier });
    const res = await post(app, '/vms/rest/v3/auth/sign-in', { identifier, otp: await latestCode(app, identifier, seen) });
    const token = body<{ access_token: string; user_name: string }>(res).response_body;
    expect(token.user_name).toBe('Arjun Reddy');
    const list = await app.inject({ method: 'GET', url: '/vms/rest/v3/order-items', headers: { authorization: `Bearer ${token.access_token}` } });
    const items = body<{ order_items: VendorOrderItem[] }>(list).response_body.order_items;
    expect(items.map((i) => i.status).sort()).toEqual(['Fulfilled', 'Received', 'Return']);
    expect(items.find((i) => i.status === 'Return')!.return_request).toMatchObject({ kind: 'replacement', status: 'open' });
  });
});
