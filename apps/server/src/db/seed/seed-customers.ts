import type { Db } from '../client';
import { addresses, customerPreferences, customers } from '../schema';

/**
 * Demo shoppers: Priya in the demo store (12) to sign in with, and Omar in the second store (13),
 * whom tests use to prove one store never sees another's customers.
 */
export const DEMO_SHOPPER = {
  storeRealm: 'demo',
  storeId: 12,
  name: 'Priya Sharma',
  phone: '+919000000001',
  email: 'shopper@example.com',
} as const;

export const SOUK_SHOPPER = {
  storeRealm: 'souk',
  storeId: 13,
  name: 'Omar Haddad',
  phone: '+27821234567',
  email: 'omar@example.com',
} as const;

export async function seedCustomers(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [priya, omar] = await tx
      .insert(customers)
      .values([
        {
          storeId: DEMO_SHOPPER.storeId,
          name: DEMO_SHOPPER.name,
          phone: DEMO_SHOPPER.phone,
          email: DEMO_SHOPPER.email,
          gender: 'female',
          dateOfBirth: '1994-08-17',
        },
        { storeId: SOUK_SHOPPER.storeId, name: SOUK_SHOPPER.name, phone: SOUK_SHOPPER.phone, email: SOUK_SHOPPER.email, gender: 'male' },
      ])
      .returning({ id: customers.id });
    const priyaHome = { storeId: DEMO_SHOPPER.storeId, customerId: priya!.id, name: DEMO_SHOPPER.name, phone: DEMO_SHOPPER.phone };
    await tx.insert(addresses).values([
      {
        ...priyaHome,
        addressType: 'delivery',
        line1: '14, 3rd Cross, Indiranagar',
        line2: 'HAL 2nd Stage',
        landmark: 'Indiranagar metro station',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560038',
        isDefault: true,
      },
      {
        ...priyaHome,
        addressType: 'billing',
        line1: 'Bazaar Labs, 5th Floor, 80 Feet Road',
        line2: 'Koramangala 4th Block',
        landmark: 'Opposite Forum Mall',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560034',
        isDefault: true,
      },
      {
        storeId: SOUK_SHOPPER.storeId,
        customerId: omar!.id,
        name: SOUK_SHOPPER.name,
        phone: SOUK_SHOPPER.phone,
        addressType: 'delivery',
        line1: '21 Bree Street',
        line2: 'Cape Town City Centre',
        city: 'Cape Town',
        state: 'Western Cape',
        // Each store's own postal codes: South Africa's have 4 digits (Cape Town city centre).
        pincode: '8001',
        isDefault: true,
      },
    ]);
    await tx.insert(customerPreferences).values({ customerId: priya!.id, storeId: DEMO_SHOPPER.storeId, languageCode: 'en', theme: 'light' });
  });
}
