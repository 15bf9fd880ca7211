/** Creates, seeds and drops the databases the bench runs against: PostgreSQL, or PGlite in a temporary directory. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client';
import { seedIfEmpty } from '../apps/server/src/db/seed';
import { CHOWK_STORE_ID, generateBulkProducts, insertProducts } from '../apps/server/src/db/seed/catalogue';
import { categories, products, vendors } from '../apps/server/src/db/schema';
import { LocalFileStorage } from '../apps/server/src/modules/files';

export const BENCH_DB = 'bazaar_bench';
const CHUNK = 1000;

/** The admin URL with its database swapped for `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `name`: the checkout bench has a database of its own, so the two benches can run side by side. */
export async function createBenchDatabase(adminUrl: string, name = BENCH_DB): Promise<void> {
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(adminUrl, `CREATE DATABASE ${name}`);
}

export async function dropBenchDatabase(adminUrl: string, name = BENCH_DB): Promise<void> {
  await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Migrates and seeds the demo data, then adds `count` generated products to the demo store
 * the way `npm run seed -- --products N` does (same generator and insert), then VACUUM ANALYZE.
 * Returns a temporary files directory for the app's storage (the caller removes it).
 */
export async function seedBenchDatabase(database: Database, count: number, log: (line: string) => void): Promise<string> {
  const filesDir = mkdtempSync(join(tmpdir(), 'bazaar-bench-files-'));
  const storage = new LocalFileStorage(filesDir);
  const { db } = database;
  let t0 = Date.now();
  await database.prepare((locked) => seedIfEmpty(locked, storage));
  log(`Migrated and seeded the demo data in ${Date.now() - t0} ms.`);

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
    .where(eq(products.storeId, storeId));
  let from = row?.n ?? 0;
  t0 = Date.now();
  for (let done = 0; done < count;) {
    const n = Math.min(CHUNK, count - done);
    await insertProducts(db, storeId, generateBulkProducts(from, n), vendorIds, categoryIds, { chunk: CHUNK });
    from += n;
    done += n;
    if (done % 20_000 === 0 || done === count) log(`  ${done}/${count} products (${Math.round(done / Math.max((Date.now() - t0) / 1000, 0.001))}/s)`);
  }
  t0 = Date.now();
  // VACUUM as well: a live catalogue's table has been vacuumed (autovacuum), and only then can
  // the list totals be index-only counts. Right after a bulk insert it has not.
  await db.execute(sql`VACUUM ANALYZE`);
  log(`VACUUM ANALYZE in ${Date.now() - t0} ms.`);
  return filesDir;
}

export async function openBenchDatabase(adminUrl: string, name = BENCH_DB): Promise<Database> {
  return openPostgres(databaseUrl(adminUrl, name));
}

/** PGlite as the app opens it by default (db/client.ts), in a new temporary data directory. */
export async function openBenchPglite(): Promise<{ database: Database; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-bench-pglite-'));
  return { database: await openPglite({ dataDir }), dataDir };
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/**
 * Waits until no other query runs in the bench database, so requests still queued from one
 * endpoint (autocannon stops sending, the server keeps answering) do not slow the next.
 */
export async function waitUntilIdle(adminUrl: string, timeoutMs = 120_000): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
        [BENCH_DB],
      );
      if ((rows[0]?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/** Resolves once `busy` has been false for 5 checks in a row, 20 ms apart (or after `timeoutMs`). */
export async function waitQuiet(busy: () => boolean, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (let quiet = 0; quiet < 5 && Date.now() < until;) {
    quiet = busy() ? 0 : quiet + 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A pg Pool with a connection checked out, or a query waiting for one. */
export const poolBusy = (pool: pg.Pool) => pool.waitingCount > 0 || pool.idleCount < pool.totalCount;

/**
 * PGlite runs in this process, one statement at a time, each blocking the event loop while it
 * runs; statements queue inside it. To tell when the app has finished what a run left queued,
 * the instance's own query/exec/transaction are wrapped to count the calls not yet returned
 * (the app's and the ceiling's alike; a counter is all the wrapper adds).
 */
export function pgliteActivity(database: Database): () => boolean {
  type Method = (...args: unknown[]) => Promise<unknown>;
  const client = (database.db as unknown as { $client: Record<'query' | 'exec' | 'transaction', Method> }).$client;
  let active = 0;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client);
    client[name] = async (...args) => {
      active += 1;
      try {
        return await original(...args);
      } finally {
        active -= 1;
      }
    };
  }
  return () => active > 0;
}
