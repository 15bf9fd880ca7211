// Runs the server's integration tests again on PostgreSQL when DATABASE_URL points at one.
import { spawnSync } from 'node:child_process';

if (!process.env.DATABASE_URL) {
  console.log('test:pg skipped: DATABASE_URL is not set (the PGlite run covered the server).');
  process.exit(0);
}
const extra = process.argv.slice(2);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...extra], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB: 'postgres', TEST_RUN_ID: String(process.pid) },
});
process.exit(result.status ?? 1);
