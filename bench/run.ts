/**
 * `npm run bench`: the API of the real app next to a ceiling doing the same work, on PostgreSQL
 * and on PGlite (bench/README.md). For each endpoint and concurrency, rounds of the app and the
 * ceiling alternate; the table gives median req/s with its spread, p99, and the share of the
 * ceiling. Written to bench/results.md, and to docs/benchmarks.md when asked. No test asserts a timing.
 *
 * BENCH_DATABASE_URL / DATABASE_URL  admin connection (default postgres://postgres@127.0.0.1:5432/postgres);
 *                                    the bench creates and drops the database `bazaar_bench` there
 * BENCH_DB                 postgres, pglite or both (default both)
 * BENCH_PRODUCTS           generated products added to the demo store (default 100000)
 * BENCH_PGLITE_PRODUCTS    the same on PGlite (default BENCH_PRODUCTS)
 * BENCH_SECONDS            seconds per run (default 5), after a BENCH_WARMUP s warm-up (default 1)
 * BENCH_ROUNDS             rounds of app and ceiling per endpoint and concurrency (default 3)
 * BENCH_CONNECTIONS        concurrencies, comma-separated (default 10,50)
 * BENCH_CUSTOMERS          signed-in shoppers for each cart row (default 100)
 * BENCH_ORDERS             place-orders per run (default 300), each a different checkout
 * BENCH_DEEP_PAGE          the deep page (default 5000); BENCH_DEEP_PATH replaces its whole request
 * BENCH_ONLY               endpoint ids to run, comma-separated (listing,filter,deep-offset,deep,search,typo,
 *                          suggestions,listing-hi,search-hi,suggestions-typo,details,pincode,rating,vendors,cart-read,cart-add,place-order)
 * BENCH_PGLITE_ONLY        the same for PGlite (default BENCH_ONLY)
 * BENCH_LABEL              before or after (default after): the block of docs/benchmarks.md to write
 * BENCH_WRITE_DOCS=1       write that block of the "Catalogue API" section of BENCH_DOCS (default docs/benchmarks.md)
 * BENCH_KEEP=1             keep the PostgreSQL bench database afterwards
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { writeBlock, type Label } from './docs-section';
import { docsBlock, DRIVER_NAMES, problems, resultsMarkdown, type Report } from './report';
import { prepare } from './setup';
import { measureEndpoint, type DatabaseRun, type Settings } from './suite';

const env = (name: string) => process.env[name] || undefined;
function envInt(name: string, fallback: number, min = 1): number {
  const raw = env(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  return n;
}
const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS = fileURLToPath(new URL('./results.md', import.meta.url));
const adminUrl = env('BENCH_DATABASE_URL') ?? env('DATABASE_URL') ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const products = envInt('BENCH_PRODUCTS', 100_000, 0);
const which = env('BENCH_DB') ?? 'both';
const label = (env('BENCH_LABEL') ?? 'after') as Label;
const docs = env('BENCH_DOCS') ?? fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
const settings: Settings = {
  seconds: envInt('BENCH_SECONDS', 5),
  rounds: envInt('BENCH_ROUNDS', 3),
  warmup: envInt('BENCH_WARMUP', 1),
  concurrencies: list(env('BENCH_CONNECTIONS') ?? '10,50').map(Number),
  orders: envInt('BENCH_ORDERS', 300),
};
const log = (line: string) => console.log(line);

/** The commit measured, and whether the server or contracts had changes not committed yet. */
function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps', 'packages'], { cwd: ROOT, encoding: 'utf8' }).trim();
    return dirty ? `${head} with uncommitted changes in apps/ or packages/` : head;
  } catch {
    return 'unknown';
  }
}

async function benchDatabase(driver: DatabaseRun['driver']): Promise<DatabaseRun> {
  const count = driver === 'pglite' ? envInt('BENCH_PGLITE_PRODUCTS', products, 0) : products;
  const only = list((driver === 'pglite' ? env('BENCH_PGLITE_ONLY') : undefined) ?? env('BENCH_ONLY'));
  log(`\n== ${DRIVER_NAMES[driver]}: ${count} generated products`);
  const prepared = await prepare({
    driver,
    adminUrl,
    products: count,
    customers: envInt('BENCH_CUSTOMERS', 100),
    deepPage: envInt('BENCH_DEEP_PAGE', 5000),
    deepPath: env('BENCH_DEEP_PATH'),
    only,
    keep: env('BENCH_KEEP') === '1',
    log,
  });
  const run: DatabaseRun = {
    driver,
    version: prepared.version,
    products: count,
    totalProducts: prepared.totalProducts,
    seedMs: prepared.seedMs,
    only,
    rows: [],
  };
  try {
    for (const endpoint of prepared.endpoints) {
      const started = Date.now();
      const row = await measureEndpoint(prepared.harness, settings, endpoint);
      if (row.failure) log(`${endpoint.name}: ${row.skipped ? 'not measured' : 'FAILED'}: ${row.failure}`);
      log(`  (${Math.round((Date.now() - started) / 1000)} s)`);
      run.rows.push(row);
    }
  } finally {
    await prepared.teardown();
  }
  return run;
}

async function main() {
  if (label !== 'before' && label !== 'after') throw new Error(`BENCH_LABEL must be before or after, got "${label}"`);
  if (!['postgres', 'pglite', 'both'].includes(which)) throw new Error(`BENCH_DB must be postgres, pglite or both, got "${which}"`);
  if (settings.concurrencies.some((c) => !Number.isInteger(c) || c < 1)) throw new Error('BENCH_CONNECTIONS must list whole numbers');
  // Taken before the bench loads the machine, so it says what else was running.
  const load = loadavg();
  const started = Date.now();
  const runs: DatabaseRun[] = [];
  let crashed = false;
  for (const driver of which === 'both' ? (['postgres', 'pglite'] as const) : [which as DatabaseRun['driver']]) {
    try {
      runs.push(await benchDatabase(driver));
    } catch (error) {
      crashed = true;
      console.error(`The ${DRIVER_NAMES[driver]} bench failed:`, error instanceof Error ? (error.stack ?? error.message) : error);
    }
  }
  const report: Report = { label, commit: commit(), load, settings, runs, minutes: (Date.now() - started) / 60_000 };
  const results = resultsMarkdown(report);
  writeFileSync(RESULTS, results);
  log(`\n${results}`);
  log(`Written to ${RESULTS}`);
  if (env('BENCH_WRITE_DOCS') === '1' && runs.length > 0) {
    writeBlock(docs, label, docsBlock(report));
    log(`The "${label}" block of the Catalogue API section written to ${docs}`);
  }
  const found = problems(runs);
  if (found.length > 0 || crashed) {
    console.error(['', '#'.repeat(72), '#  API BENCH: rows with non-2xx answers or errors', ...found.map((p) => `#  - ${p}`), '#'.repeat(72)].join('\n'));
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error('The bench failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
