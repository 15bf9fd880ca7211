import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryCheck } from '@bazaar/contracts';
import { createCatalogue, createProduct, createVendor } from '../../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { addDays, storeNow } from './store-clock';

let app: TestApp;
let world: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  app = await createTestApp();
  world = await createCatalogue(app.database.db);
});
afterAll(async () => {
  await app.close();
});

const check = (payload: unknown, realm = world.realm) =>
  app.inject({ method: 'POST', url: '/pbs/rest/v3/delivery-check', headers: { 'realm-name': realm }, payload: payload as object });

describe('POST /pbs/rest/v3/delivery-check', () => {
  it('says which products reach a pincode and when; online goods reach everywhere at once', async () => {
    const db = app.database.db;
    const local = await createVendor(db, world.store.id, { pincodes: ['560038'] });
    const mumbai = await createVendor(db, world.store.id, { pincodes: ['400001'] });
    const everywhere = await createProduct(db, world.refs, { estimatedDeliveryDays: 4 });
    const near = await createProduct(db, { ...world.refs, vendorId: local.id }, { estimatedDeliveryDays: 1 });
    const far = await createProduct(db, { ...world.refs, vendorId: mumbai.id });
    const ebook = await createProduct(db, { ...world.refs, vendorId: mumbai.id }, { productType: 'Digital' });
    const res = await check({ pincode: '560038', products: [everywhere.id, near.id, far.id, ebook.id, near.id] });
    expect(res.statusCode).toBe(200);
    const today = storeNow('Asia/Kolkata').date;
    const result = body<DeliveryCheck>(res).response_body;
    expect(result.all_deliverable).toBe(false);
    expect(result.items).toEqual([
      { product_id: everywhere.id, deliverable: true, estimated_delivery_days: 4, estimated_delivery_date: addDays(today, 4) },
      { product_id: near.id, deliverable: true, estimated_delivery_days: 1, estimated_delivery_date: addDays(today, 1) },
      { product_id: far.id, deliverable: false, estimated_delivery_days: null, estimated_delivery_date: null },
      { product_id: ebook.id, deliverable: true, estimated_delivery_days: 0, estimated_delivery_date: today },
    ]);
    const ok = body<DeliveryCheck>(await check({ pincode: '400001', products: [far.id] })).response_body;
    expect(ok.all_deliverable).toBe(true);
  });

  it("checks the pincode against the store's rules: 4-digit postal codes in a South African store", async () => {
    const db = app.database.db;
    const za = await createCatalogue(db, { postalCodePattern: '^[0-9]{4}$', postalCodeLength: 4, postalCodeLabel: 'postal_code' });
    const capeTown = await createVendor(db, za.store.id, { pincodes: ['8001'] });
    const coffee = await createProduct(db, { ...za.refs, vendorId: capeTown.id });
    const reached = await check({ pincode: '8001', products: [coffee.id] }, za.realm);
    expect(reached.statusCode).toBe(200);
    expect(body<DeliveryCheck>(reached).response_body).toMatchObject({ pincode: '8001', all_deliverable: true });
    expect(body<DeliveryCheck>(await check({ pincode: '2001', products: [coffee.id] }, za.realm)).response_body.all_deliverable).toBe(false);
    for (const pincode of ['800100', '801', '80a1']) {
      const res = await check({ pincode, products: [coffee.id] }, za.realm);
      expect(res.statusCode).toBe(400);
      expect(body(res).response_message).toBe('pincode must be a 4-digit postal code');
    }
    const indian = await check({ pincode: '8001', products: [coffee.id] });
    expect(indian.statusCode).toBe(400);
    expect(body(indian).response_message).toBe('pincode must be a 6-digit PIN code');
  });

  it('refuses bad pincodes and lists with 400, unknown or foreign products with 404', async () => {
    const p = await createProduct(app.database.db, world.refs);
    for (const [payload, message] of [
      [{ pincode: '5600', products: [p.id] }, /pincode must be a 6-digit PIN code/],
      [{ pincode: '5', products: [p.id] }, /pincode must be a postal code/],
      [{ pincode: 'allProducts', products: [p.id] }, /pincode/],
      [{ pincode: '560038', products: [] }, /at least one/],
      [{ pincode: '560038', products: Array.from({ length: 101 }, (_, i) => i + 1) }, /at most 100/],
      [{ pincode: '560038', products: ['x'] }, /products/],
      [{ pincode: '560038' }, /products/],
    ] as const) {
      const res = await check(payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).response_message).toMatch(message);
    }
    const foreign = await check({ pincode: '560038', products: [p.id] }, 'demo');
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).response_message).toBe(`Product ${p.id} was not found`);
  });
});
