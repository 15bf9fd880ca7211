/**
 * npm run bench:web: Lighthouse in mobile mode (simulated throttling) on the production build as
 * `npm start` serves it: home, the product listing, a product page of the demo store and a guest
 * cart of two lines. BENCH_RUNS runs per page (default 3), each in a fresh Chromium; the median run
 * is reported. The table is printed and written into docs/benchmarks.md (BENCH_DOCS), in the BEFORE
 * block when BENCH_LABEL=before, else the AFTER block. Each median run's full report is kept as JSON
 * in BENCH_WEB_REPORTS (default a temporary folder) for the opportunities and diagnostics.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromePath, chromeVersion, medianRun, metricsOf, runLighthouse, type Metrics } from './web-lighthouse';
import { machine, table, writeDocs, type PageResult } from './web-report';
import { demoProducts, ensureBuild, guestCart, ROOT, startWebServer } from './web-server';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LABEL = process.env.BENCH_LABEL === 'before' ? 'before' : 'after';
const DOCS = process.env.BENCH_DOCS ?? join(ROOT, 'docs/benchmarks.md');
const REPORTS = process.env.BENCH_WEB_REPORTS ?? mkdtempSync(join(tmpdir(), `bazaar-lighthouse-${LABEL}-`));
const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;

type Page = { name: string; path: string; localStorage?: Record<string, string> };

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine; such a run is taken again. */
async function withRetries<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await run();
    } catch (error) {
      if (n >= tries) throw error;
      console.warn(`${error instanceof Error ? error.message : String(error)}: trying again`);
    }
  }
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('BENCH_RUNS must be a whole number of runs, 1 or more');
  const chrome = chromePath();
  ensureBuild();
  const start = machine(chromeVersion(chrome));
  const server = await startWebServer();
  try {
    const products = await demoProducts(server.url);
    const product = products.find((p) => p.in_stock) ?? products[0];
    if (!product) throw new Error('The demo store lists no product');
    const pages: Page[] = [
      { name: 'home', path: '/' },
      { name: 'listing', path: '/productListing' },
      { name: 'product page', path: `/ProductDetails?PId=${product.product_id}` },
      { name: 'cart (guest, 2 lines)', path: '/cart', localStorage: { cart: JSON.stringify(guestCart(products)) } },
    ];
    mkdirSync(REPORTS, { recursive: true });
    const results: PageResult[] = [];
    for (const page of pages) {
      const runs: { metrics: Metrics; lhr: unknown }[] = [];
      for (let n = 1; n <= RUNS; n += 1) {
        const lhr = await withRetries(() => runLighthouse(server.url + page.path, { chrome, localStorage: page.localStorage }));
        const metrics = metricsOf(lhr);
        runs.push({ metrics, lhr });
        console.log(
          `${page.name} run ${n}: score ${metrics.score}, LCP ${Math.round(metrics.lcp)} ms, CLS ${metrics.cls.toFixed(3)}, TBT ${Math.round(metrics.tbt)} ms`,
        );
      }
      const median = medianRun(runs);
      writeFileSync(join(REPORTS, `${page.name.split(' ')[0]}.json`), JSON.stringify(median.lhr, null, 1));
      results.push({ name: page.name, path: page.path, runs: runs.map((r) => r.metrics), median: median.metrics });
    }
    const markdown = table(LABEL === 'before' ? 'Before' : 'After', results, start, loadavg(), lighthouseVersion);
    console.log(`\n${markdown}\n`);
    writeDocs(DOCS, LABEL, markdown);
    console.log(`Written to ${DOCS} (${LABEL}); the median runs' reports are in ${REPORTS}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
