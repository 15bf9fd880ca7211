import { eq } from 'drizzle-orm';
import { addresses, sessions } from '../db/schema';
import type { SignedIn } from './auth-helpers';
import type { TestApp } from './test-app';

/** A valid address request body; override only what a test is about. */
export const addressInput = (overrides: Record<string, unknown> = {}) => ({
  address_type: 'delivery',
  name: 'Priya Sharma',
  phone: '9000000001',
  line1: '221, 12th Main, HSR Layout',
  line2: 'Sector 6',
  landmark: 'Behind the BDA complex',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560102',
  ...overrides,
});

/** Writes addresses straight to the database in one statement; the first is the default, so use it on a customer with none of this type. */
export async function insertAddresses(app: TestApp, who: SignedIn, count: number, type: 'delivery' | 'billing' = 'delivery') {
  const [session] = await app.database.db.select({ storeId: sessions.storeId }).from(sessions).where(eq(sessions.id, who.sessionId));
  const storeId = session!.storeId;
  return app.database.db
    .insert(addresses)
    .values(
      Array.from({ length: count }, (_, i) => ({
        storeId,
        customerId: who.customerId,
        addressType: type,
        name: 'Bulk Address',
        phone: '+919000000001',
        line1: `House ${i + 1}`,
        city: 'Mysuru',
        state: 'Karnataka',
        pincode: '570001',
        isDefault: i === 0,
      })),
    )
    .returning({ id: addresses.id });
}
