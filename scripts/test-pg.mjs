// Runs the server's integration tests again on PostgreSQL when DATABASE_URL points at one.
// With NODE24 set to a Node 24 binary (.ci/run sets it), this run is on Node 24, with its folder first
// on PATH (so the tests' own child processes run on it too), while the PGlite run (test:unit) stays on
// the Node that runs npm: the server's tests run on both.
import { spawnSync } from 'node:child_process';
import { delimiter, dirname } from 'node:path';

if (!process.env.DATABASE_URL) {
  console.log('test:pg skipped: DATABASE_URL is not set (the PGlite run covered the server).');
  process.exit(0);
}
const env = { ...process.env, TEST_DB: 'postgres', TEST_RUN_ID: String(process.pid) };
if (process.env.NODE24) env.PATH = `${dirname(process.env.NODE24)}${delimiter}${process.env.PATH}`;
const node = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout?.trim();
console.log(`test:pg: the server's tests on PostgreSQL, on Node ${node}`);
const extra = process.argv.slice(2);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...extra], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
