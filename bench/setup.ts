/**
 * Prepares one database for the API bench: creates (PostgreSQL) or opens (PGlite) it, seeds it,
 * builds the measured app, the recording app (capture.ts) and the ceiling (ceiling.ts), and the
 * endpoints with their inputs. Returns them with a teardown that undoes it all.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { asc, eq, isNull, and, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';
import { categories, products } from '../apps/server/src/db/schema';
import { CHOWK_STORE_ID } from '../apps/server/src/db/seed/catalogue';
import { LocalFileStorage } from '../apps/server/src/modules/files';
import { buildKeyRing, newKeyMaterial, type KeyRing } from '../apps/server/src/modules/identity';
import { createNotifier } from '../apps/server/src/modules/notifier';
import { pgPoolOf, Recorder, recordingDb } from './capture';
import { Ceiling, runnerFor } from './ceiling';
import { openWorld } from './checkout-world';
import {
  createBenchDatabase,
  dropBenchDatabase,
  openBenchDatabase,
  openBenchPglite,
  removeDir,
  seedBenchDatabase,
  waitQuiet,
  waitUntilIdle,
  pgliteActivity,
  poolBusy,
} from './database';
import { catalogueEndpoints, findDeepPage, PAGE, REALM, type Endpoint } from './endpoints';
import { cartEndpoints, placeOrderEndpoint } from './shoppers';
import type { Harness } from './suite';

export type SetupOptions = {
  driver: 'postgres' | 'pglite';
  adminUrl: string;
  products: number;
  customers: number;
  deepPage: number;
  deepPath: string | undefined;
  /** Endpoint ids to keep (BENCH_ONLY); empty keeps all. */
  only: string[];
  keep: boolean;
  log: (line: string) => void;
};

export type Prepared = { harness: Harness; endpoints: Endpoint[]; version: string; totalProducts: number; seedMs: number; teardown: () => Promise<void> };

const urlOf = (address: string | AddressInfo | null) => {
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
};

function pgliteVersion(): string {
  try {
    const file = new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url);
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

/**
 * The app as main.ts builds it, change feed included (it lets the app cache what it may), but
 * without request logging, as before: a log line per request would flood the bench's output.
 */
const appOn = async (database: Database, db: Database['db'], keys: KeyRing, filesDir: string) => {
  const { notifier } = createNotifier(db, { demoMode: false, smtpFrom: 'bench@localhost' }, () => undefined);
  const storage = new LocalFileStorage(filesDir);
  return buildApp({ db, storage, notifier, keys, demoMode: false, storeRealm: 'demo', logger: false, changes: database.watch });
};

export async function prepare(options: SetupOptions): Promise<Prepared> {
  const { driver, adminUrl, log } = options;
  const undo: (() => Promise<void> | void)[] = [];
  const teardown = async () => {
    for (const step of undo.reverse()) await step();
  };
  try {
    let database: Database;
    let pgliteBusy: (() => boolean) | undefined;
    if (driver === 'postgres') {
      await createBenchDatabase(adminUrl);
      if (!options.keep) undo.push(() => dropBenchDatabase(adminUrl));
      else undo.push(() => log('BENCH_KEEP=1: the database bazaar_bench is kept.'));
      database = await openBenchDatabase(adminUrl);
    } else {
      const opened = await openBenchPglite();
      undo.push(() => removeDir(opened.dataDir));
      database = opened.database;
      pgliteBusy = pgliteActivity(database);
    }
    undo.push(() => database.close());
    const seedStarted = Date.now();
    const filesDir = await seedBenchDatabase(database, options.products, log);
    const seedMs = Date.now() - seedStarted;
    undo.push(() => removeDir(filesDir));
    const { db } = database;

    const [fashion] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.storeId, CHOWK_STORE_ID), eq(categories.slug, 'fashion'), isNull(categories.parentId)));
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.storeId, CHOWK_STORE_ID)).orderBy(asc(products.id)).limit(1);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.storeId, CHOWK_STORE_ID));
    const [server] = await db.select({ v: sql<string>`current_setting('server_version')` }).from(sql`(select 1) as one`);
    if (!fashion || !product || !total) throw new Error('The demo catalogue is missing the Fashion category or its products');
    const version = driver === 'postgres' ? `PostgreSQL ${server?.v ?? '?'}` : `PGlite ${pgliteVersion()} (PostgreSQL ${server?.v ?? '?'})`;

    const keys = await buildKeyRing(await newKeyMaterial());
    const app = await appOn(database, db, keys, filesDir);
    undo.push(() => app.close());
    await app.listen({ host: '127.0.0.1', port: 0 });
    const appUrl = urlOf(app.server.address());
    const recorder = new Recorder();
    const recording = await appOn(database, recordingDb(database, recorder), keys, filesDir);
    undo.push(() => recording.close());
    const runner = runnerFor(database);
    undo.push(() => runner.close());
    const ceiling = new Ceiling(runner);
    undo.push(() => ceiling.close());
    const ceilingUrl = await ceiling.listen();

    // Never past the last page of this catalogue (a quick run has fewer than 100,000 products).
    const lastPage = Math.max(1, Math.floor(total.n / PAGE));
    const wanted = (id: string) => options.only.length === 0 || options.only.includes(id);
    const inject = async (path: string) => recording.inject({ method: 'GET', url: path, headers: REALM });
    const deep = wanted('deep')
      ? await findDeepPage(inject, Math.min(options.deepPage, lastPage), options.deepPath)
      : { name: 'deep page', path: '', note: '' };
    const endpoints = catalogueEndpoints({ categoryId: fashion.id, productId: product.id, deep, deepOffsetPage: Math.min(500, lastPage) }).filter((e) =>
      wanted(e.id),
    );
    const world = await openWorld(db, keys, appUrl);
    if (wanted('cart-read') || wanted('cart-add')) endpoints.push(...(await cartEndpoints(world, options.customers, log)).filter((e) => wanted(e.id)));
    if (wanted('place-order')) endpoints.push(await placeOrderEndpoint(world));

    // Idle: no request of the last run still holds or waits for a connection of the app's pool or
    // the ceiling's (PGlite: no statement queued), and no query of the bench database runs.
    const appPool = driver === 'postgres' ? pgPoolOf(database) : undefined;
    const waitIdle = appPool
      ? async () => {
          await waitQuiet(() => poolBusy(appPool) || runner.busy());
          await waitUntilIdle(adminUrl);
        }
      : () => waitQuiet(pgliteBusy!);
    const harness: Harness = { app, appUrl, recording, recorder, runner, ceiling, ceilingUrl, waitIdle, log };
    return { harness, endpoints, version, totalProducts: total.n, seedMs, teardown };
  } catch (error) {
    await teardown().catch(() => undefined);
    throw error;
  }
}
