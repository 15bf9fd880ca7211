/**
 * `npm run bench`: seeds the large catalogue on PostgreSQL, then measures the catalogue
 * endpoints of the real app with autocannon, next to a bare Fastify route as a ceiling.
 * Prints a Markdown table and writes it to bench/results.md. No test asserts a timing.
 *
 * BENCH_DATABASE_URL / DATABASE_URL  admin connection (default postgres://postgres@127.0.0.1:5432/postgres);
 *                                    the bench creates and drops the database `bazaar_bench` there
 * BENCH_PRODUCTS                     generated products added to the demo store (default 100000)
 * BENCH_SECONDS                      seconds per endpoint (default 10)
 * BENCH_CONNECTIONS                  concurrent connections (default 20)
 * BENCH_KEEP=1                       keep the bench database afterwards
 */
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { asc, eq, isNull, and, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { categories, products } from '../apps/server/src/db/schema';
import { CHOWK_STORE_ID } from '../apps/server/src/db/seed/catalogue';
import { LocalFileStorage } from '../apps/server/src/modules/files';
import { buildKeyRing, newKeyMaterial } from '../apps/server/src/modules/identity';
import { createNotifier } from '../apps/server/src/modules/notifier';
import { createBenchDatabase, dropBenchDatabase, openBenchDatabase, removeDir, seedBenchDatabase, waitUntilIdle } from './database';
import { header, table, type Row } from './report';

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const count = envInt('BENCH_PRODUCTS', 100_000);
const seconds = envInt('BENCH_SECONDS', 10);
const connections = envInt('BENCH_CONNECTIONS', 20);
const keep = process.env.BENCH_KEEP === '1';
/** A request slower than this counts as an error (autocannon's default is 10 s). */
const TIMEOUT_SECONDS = 30;
const RESULTS = fileURLToPath(new URL('./results.md', import.meta.url));
const log = (line: string) => console.log(line);

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

const urlOf = (address: string | AddressInfo | null) => {
  if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
  return `http://127.0.0.1:${address.port}`;
};

async function measure(name: string, base: string, path: string): Promise<Row> {
  const options = { url: base + path, connections, headers: { 'realm-name': 'demo' }, timeout: TIMEOUT_SECONDS };
  // A short warm-up fills the connection pool and the JIT; between runs the database drains
  // what the previous endpoint left queued.
  await waitUntilIdle(adminUrl);
  await autocannon({ ...options, duration: 1 });
  await waitUntilIdle(adminUrl);
  const result = await autocannon({ ...options, duration: seconds });
  log(
    `  ${name.padEnd(24)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors + result.timeouts}`,
  );
  return { name, path, result };
}

async function main() {
  log(`Bench database ${new URL(adminUrl).host}/bazaar_bench, ${count} generated products, ${seconds} s × ${connections} connections per endpoint`);
  await createBenchDatabase(adminUrl);
  const database = await openBenchDatabase(adminUrl);
  let filesDir: string | undefined;
  const bare = Fastify({ logger: false });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    filesDir = await seedBenchDatabase(database, count, log);
    const { db } = database;

    // Fixed inputs: a top-level category and an existing product of the demo store.
    const [fashion] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.storeId, CHOWK_STORE_ID), eq(categories.slug, 'fashion'), isNull(categories.parentId)));
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.storeId, CHOWK_STORE_ID)).orderBy(asc(products.id)).limit(1);
    const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    const [version] = await db.select({ v: sql<string>`current_setting('server_version')` }).from(sql`(select 1) as one`);
    if (!fashion || !product) throw new Error('The demo catalogue is missing the Fashion category or its products');

    const { notifier } = createNotifier(db, { demoMode: false, smtpFrom: 'bench@localhost' }, () => undefined);
    const keys = await buildKeyRing(await newKeyMaterial());
    app = await buildApp({ db, storage: new LocalFileStorage(filesDir), notifier, keys, demoMode: false, storeRealm: 'demo', logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    bare.get('/ping', async () => ({ pong: true }));
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const appUrl = urlOf(app.server.address());
    const bareUrl = urlOf(bare.server.address());

    const list = '/pbs/rest/v3/products';
    const rows: Row[] = [];
    log('Measuring:');
    rows.push(await measure('bare Fastify (ceiling)', bareUrl, '/ping'));
    rows.push(await measure('product list', appUrl, list));
    rows.push(await measure('product list, filtered', appUrl, `${list}?category-id=${fashion.id}&min-price=500&max-price=5000&sort=price_asc&page-number=3`));
    rows.push(await measure('search', appUrl, `${list}?search=saree&sort=relevance`));
    rows.push(await measure('search with a typo', appUrl, `${list}?search=hedphones`));
    rows.push(await measure('suggestions', appUrl, `${list}/suggestions?search=sar`));
    rows.push(await measure('product page', appUrl, `${list}/${product.id}`));
    rows.push(await measure('pincode filter', appUrl, `${list}?pincode=560038`));
    rows.push(await measure('rating filter', appUrl, `${list}?min-rating=4`));
    rows.push(await measure('vendor list', appUrl, '/pbs/rest/v3/vendors'));

    const markdown = [
      '# Bench results',
      '',
      header({ products: count, totalProducts: total?.n ?? 0, seconds, connections, postgres: `PostgreSQL ${version?.v ?? '?'}` }),
      '',
      table(rows),
      '',
      'req/s is the average over the run; p50/p99 are latencies. non-2xx and errors must be 0.',
      '',
    ].join('\n');
    writeFileSync(RESULTS, markdown);
    log(`\n${markdown}`);
    log(`Written to ${RESULTS}`);
    const bad = rows.filter((r) => r.result.non2xx > 0 || r.result.errors > 0);
    if (bad.length > 0) {
      console.error(`Failed requests on: ${bad.map((r) => r.name).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await app?.close();
    await bare.close();
    await database.close();
    if (filesDir) removeDir(filesDir);
    if (keep) log('BENCH_KEEP=1: the database bazaar_bench is kept.');
    else await dropBenchDatabase(adminUrl);
  }
}

main().catch((error: unknown) => {
  console.error('The bench failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
