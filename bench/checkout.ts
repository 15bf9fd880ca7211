/**
 * `npm run bench:checkout`: place-order under load on PostgreSQL, against the real server started
 * as a child process. A flash sale (more buyers than units, all at once), a double click (one
 * Idempotency-Key sent several times at once), a Cashfree webhook delivered several times at once,
 * and kill -9 in the middle of a burst followed by a restart and the clients' retries. Every
 * scenario checks its invariants; one that fails fails the run (exit code 1) and leaves
 * docs/benchmarks.md as it was. No test asserts a timing.
 *
 * BENCH_DATABASE_URL / DATABASE_URL  admin connection (default postgres://postgres@127.0.0.1:5432/postgres);
 *                                    the bench creates and drops the database `bazaar_bench_checkout` there
 * BENCH_BUYERS        flash-sale buyers, each on a connection of their own (default 1000)
 * BENCH_UNITS         units for sale in the flash sale and the kill -9 burst (default 100)
 * BENCH_KILL_BUYERS   buyers in the kill -9 burst (default 300)
 * BENCH_KEEP=1        keep the bench database afterwards
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildKeyRing, newKeyMaterial } from '../apps/server/src/modules/identity';
import { killMidBurst } from './checkout-kill';
import { machine, report, writeSection, type Scenario } from './checkout-report';
import { doubleClick, flashSale, webhookRepeats } from './checkout-scenarios';
import { ServerProcess } from './server-process';
import { openWorld } from './checkout-world';
import { createBenchDatabase, databaseUrl, dropBenchDatabase, openBenchDatabase, removeDir, seedBenchDatabase } from './database';

const DATABASE = 'bazaar_bench_checkout';
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const buyers = envInt('BENCH_BUYERS', 1000);
const units = envInt('BENCH_UNITS', 100);
const killBuyers = envInt('BENCH_KILL_BUYERS', 300);
const keep = process.env.BENCH_KEEP === '1';
/** A double click of five, on fifty buyers at once so the repeats also race other buyers. */
const DOUBLE_CLICK = { buyers: 50, copies: 5 };
const WEBHOOK = { orders: 20, copies: 5 };
const DOCS = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
const log = (line: string) => console.log(line);

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0, got "${raw}"`);
  return n;
}

async function main() {
  // Taken before the bench loads the machine, so the load average says what else was running.
  const load = loadavg();
  log(`Checkout bench on ${new URL(adminUrl).host}/${DATABASE}: flash sale of ${units} units to ${buyers} buyers, kill -9 during ${killBuyers} buyers`);
  await createBenchDatabase(adminUrl, DATABASE);
  const database = await openBenchDatabase(adminUrl, DATABASE);
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-bench-checkout-'));
  let filesDir: string | undefined;
  let server: ServerProcess | undefined;
  try {
    filesDir = await seedBenchDatabase(database, 0, log);
    const [version] = await database.db.select({ v: sql<string>`current_setting('server_version')` }).from(sql`(select 1) as one`);
    const header = machine(version?.v ?? '?', load);
    // The bench mints its buyers' tokens and the sandbox's webhook signatures with the keys it gives the server.
    const material = await newKeyMaterial();
    const keys = await buildKeyRing(material);
    server = await ServerProcess.start((url) => ({
      DATABASE_URL: databaseUrl(adminUrl, DATABASE),
      DATA_DIR: dataDir,
      DEMO_MODE: 'false',
      WEB_DIST: join(dataDir, 'no-web-build'),
      // The bench signs its buyers' tokens and the sandbox's webhooks with these same keys.
      TOKEN_SIGNING_KEYS: JSON.stringify(material.signingKeys),
      TOKEN_HASH_SECRET: material.hashSecret.toString('base64'),
      PAYMENT_SANDBOX_URL: url,
    }));
    log(`Server (apps/server/src/main.ts) listening on ${server.url}`);
    const world = await openWorld(database.db, keys, server.url);

    const scenarios: Scenario[] = [];
    scenarios.push(await flashSale(world, buyers, units, log));
    scenarios.push(await doubleClick(world, DOUBLE_CLICK.buyers, DOUBLE_CLICK.copies, log));
    scenarios.push(await webhookRepeats(world, WEBHOOK.orders, WEBHOOK.copies, log));
    // Last: it kills the server and leaves the restarted one behind.
    scenarios.push(await killMidBurst(world, server, killBuyers, units, log));

    const markdown = report(scenarios, header);
    log(`\n${markdown}`);
    const failed = scenarios.flatMap((s) => s.checks.filter((c) => !c.ok).map((c) => `${s.name}: ${c.what}: ${c.detail}`));
    if (failed.length > 0) {
      console.error(
        ['', '#'.repeat(72), `#  CHECKOUT BENCH FAILED: ${failed.length} check(s) did not hold`, ...failed.map((f) => `#  - ${f}`), '#'.repeat(72)].join('\n'),
      );
      console.error(`${DOCS} was not changed.`);
      process.exitCode = 1;
    } else {
      writeSection(DOCS, markdown);
      log(`Every check held. Written to ${DOCS}`);
    }
  } finally {
    await server?.stop();
    await database.close();
    removeDir(dataDir);
    if (filesDir) removeDir(filesDir);
    if (keep) log(`BENCH_KEEP=1: the database ${DATABASE} is kept.`);
    else await dropBenchDatabase(adminUrl, DATABASE);
  }
}

main().catch((error: unknown) => {
  console.error('\nCHECKOUT BENCH FAILED:', error instanceof Error ? error.message : error);
  process.exit(1);
});
