// npm run e2e: the end-to-end journeys (playwright test; arguments are passed on).
// With NODE24 set to a Node 24 binary (.ci/run sets it), the journeys are cut in two halves with
// Playwright's shards: the first half (catalogue, cart, checkout, enquiries, assistant, ...) against
// store servers on Node 24, the second (identity, orders, storefront shell, ...) against servers on the
// Node that runs this script. Each journey runs once; reports/e2e.json adds both halves up.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const playwright = (extra, env) =>
  spawnSync('npx', ['playwright', 'test', ...args, ...extra], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const node24 = process.env.NODE24;
if (!node24) process.exit(playwright([], {}));

const halves = [
  { shard: '1/2', node: node24, report: 'reports/e2e-node24.json' },
  { shard: '2/2', node: process.execPath, report: 'reports/e2e-node.json' },
];
let status = 0;
for (const half of halves) {
  const version = spawnSync(half.node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\ne2e: journeys ${half.shard} with the store servers on Node ${version}`);
  rmSync(half.report, { force: true });
  const code = playwright([`--shard=${half.shard}`], { E2E_NODE: half.node, E2E_REPORT: half.report });
  status ||= code;
}

// One report for scripts/test-summary.mjs, as a single run would have written it.
const reports = halves.filter((h) => existsSync(h.report)).map((h) => JSON.parse(readFileSync(h.report, 'utf8')));
if (reports.length) {
  const sum = (key) => reports.reduce((n, r) => n + (r.stats?.[key] ?? 0), 0);
  const merged = {
    ...reports[0],
    suites: reports.flatMap((r) => r.suites ?? []),
    errors: reports.flatMap((r) => r.errors ?? []),
    stats: {
      ...reports[0].stats,
      duration: sum('duration'),
      expected: sum('expected'),
      skipped: sum('skipped'),
      unexpected: sum('unexpected'),
      flaky: sum('flaky'),
    },
  };
  writeFileSync('reports/e2e.json', JSON.stringify(merged, null, 2));
}
if (reports.length < halves.length) status ||= 1;
process.exit(status);
