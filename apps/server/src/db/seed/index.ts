import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { stores } from '../schema';
import type { FileStorage } from '../../modules/files';
import { CHOWK_STORE_ID, seedAddedCatalogue, seedCatalogue, SOUK_STORE_ID } from './catalogue';
import { seedDemoBaskets, seedSlotSchedules } from './seed-baskets';
import { seedCheckout } from './seed-checkout';
import { seedCustomers } from './seed-customers';
import { seedEnquiries } from './seed-enquiries';
import { seedOffers } from './seed-offers';
import { seedOrders } from './seed-orders';
import { seedServiceTerms } from './seed-service-terms';
import { seedStores } from './seed-stores';
import { seedVendorUsers } from './seed-vendor-users';

/**
 * Seeds the demo data once: on a database that already has stores nothing is written, so a
 * second start reuses what is there. Later issues add their seed steps here, in order.
 */
export async function seedIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  // One transaction: a process that dies half-way leaves no half-seeded store behind, and the next
  // start seeds again from nothing. (Files written before a failure are overwritten then.)
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(stores);
    const fresh = (row?.n ?? 0) === 0;
    if (fresh) {
      await seedStores(tx, storage);
      await seedCustomers(tx);
      await seedCatalogue(tx, storage);
      await seedSlotSchedules(tx, [CHOWK_STORE_ID, SOUK_STORE_ID]);
      await seedDemoBaskets(tx);
    }
    // Steps added after a data folder may have been seeded: each writes only what its store lacks.
    await seedAddedCatalogue(tx, storage);
    await seedCheckout(tx);
    await seedOrders(tx);
    await seedVendorUsers(tx);
    await seedServiceTerms(tx);
    await seedEnquiries(tx, storage);
    await seedOffers(tx);
    return fresh;
  });
}
