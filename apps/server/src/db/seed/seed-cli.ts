/**
 * `npm run seed -- --products N`: seeds the demo data if the database is empty, then adds N
 * generated products to the demo store 12 for benchmarks. Uses the server's own configuration
 * (DATABASE_URL for PostgreSQL, otherwise PGlite in DATA_DIR).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { categories, products, vendors } from '../schema';
import { ConfigError, loadEnv } from '../../env';
import { LocalFileStorage } from '../../modules/files';
import { CHOWK_STORE_ID, generateBulkProducts, insertProducts } from './catalogue';
import { seedIfEmpty } from '.';

const CHUNK = 1000;

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '0' } } });
  const count = Number(values.products);
  if (!Number.isInteger(count) || count < 0) throw new ConfigError('--products must be a whole number, e.g. --products 100000');
  const env = loadEnv();
  const dataDir = resolve(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  const started = Date.now();
  try {
    const seeded = await database.prepare((db) => seedIfEmpty(db, new LocalFileStorage(resolve(dataDir, 'files'))));
    console.log(seeded ? `Seeded the demo data in ${Date.now() - started} ms.` : 'Demo data already present.');
    if (count === 0) return;

    const { db } = database;
    const storeId = CHOWK_STORE_ID;
    const vendorIds = new Map(
      (await db.select({ slug: vendors.slug, id: vendors.id }).from(vendors).where(eq(vendors.storeId, storeId))).map((r) => [r.slug, r.id]),
    );
    const categoryIds = new Map(
      (await db.select({ slug: categories.slug, id: categories.id }).from(categories).where(eq(categories.storeId, storeId))).map((r) => [r.slug, r.id]),
    );
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(eq(products.storeId, storeId)));
    // Numbering from the current count keeps slugs unique across repeated runs.
    let from = row?.n ?? 0;
    const t0 = Date.now();
    for (let done = 0; done < count;) {
      const n = Math.min(CHUNK, count - done);
      await insertProducts(db, storeId, generateBulkProducts(from, n), vendorIds, categoryIds, { chunk: CHUNK });
      from += n;
      done += n;
      const secs = (Date.now() - t0) / 1000;
      process.stdout.write(`${process.stdout.isTTY ? '\r' : '\n'}  ${done}/${count} products (${Math.round(done / Math.max(secs, 0.001))}/s)`);
    }
    console.log(`\nAdded ${count} products to store ${storeId} in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
    // Fresh statistics for the planner: PGlite never gathers them itself, PostgreSQL only later.
    await db.execute(sql`ANALYZE`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
