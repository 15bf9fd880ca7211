import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { stores } from '../schema';
import type { FileStorage } from '../../modules/files';
import { CHOWK_STORE_ID, seedCatalogue, SOUK_STORE_ID } from './catalogue';
import { seedDemoBaskets, seedSlotSchedules } from './seed-baskets';
import { seedCustomers } from './seed-customers';
import { seedStores } from './seed-stores';

/**
 * Seeds the demo data once: on a database that already has stores nothing is written, so a
 * second start reuses what is there. Later issues add their seed steps here, in order.
 */
export async function seedIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  // One transaction: a process that dies half-way leaves no half-seeded store behind, and the next
  // start seeds again from nothing. (Files written before a failure are overwritten then.)
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(stores);
    if ((row?.n ?? 0) > 0) return false;
    await seedStores(tx, storage);
    await seedCustomers(tx);
    await seedCatalogue(tx, storage);
    await seedSlotSchedules(tx, [CHOWK_STORE_ID, SOUK_STORE_ID]);
    await seedDemoBaskets(tx);
    return true;
  });
}
