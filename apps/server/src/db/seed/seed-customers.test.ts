import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addresses, customerPreferences, customers } from '../schema';
import { DEMO_SHOPPER, SOUK_SHOPPER } from './seed-customers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('seedCustomers', () => {
  it('seeds the demo shopper in store 12 with a default delivery and a default billing address', async () => {
    const db = app.database.db;
    const [priya] = await db.select().from(customers).where(eq(customers.email, DEMO_SHOPPER.email));
    expect(priya).toMatchObject({ storeId: 12, name: 'Priya Sharma', phone: '+919000000001', gender: 'female', dateOfBirth: '1994-08-17', passwordHash: null });
    const rows = await db.select().from(addresses).where(eq(addresses.customerId, priya!.id));
    expect(rows.map((a) => [a.addressType, a.pincode, a.city, a.isDefault]).sort()).toEqual([
      ['billing', '560034', 'Bengaluru', true],
      ['delivery', '560038', 'Bengaluru', true],
    ]);
    const [prefs] = await db.select().from(customerPreferences).where(eq(customerPreferences.customerId, priya!.id));
    expect(prefs).toMatchObject({ storeId: 12, languageCode: 'en', theme: 'light' });
  });

  it('seeds Omar in the second store with one address of his own', async () => {
    const db = app.database.db;
    const [omar] = await db.select().from(customers).where(eq(customers.phone, SOUK_SHOPPER.phone));
    expect(omar).toMatchObject({ storeId: SOUK_SHOPPER.storeId, name: 'Omar Haddad', email: 'omar@example.com' });
    const rows = await db.select().from(addresses).where(eq(addresses.customerId, omar!.id));
    expect(rows).toEqual([expect.objectContaining({ storeId: 13, city: 'Cape Town', isDefault: true })]);
    expect(rows[0]!.pincode).toBe('8001');
  });
});
