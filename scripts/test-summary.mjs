// Adds up every test the run executed (Vitest on PGlite, Vitest on PostgreSQL, Playwright) and
// prints one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const reports = join(import.meta.dirname, '../reports');
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

for (const name of ['vitest.json', 'vitest-postgres.json']) {
  const file = join(reports, name);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  lines.push(`${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}
const e2e = join(reports, 'e2e.json');
if (existsSync(e2e)) {
  const { stats } = JSON.parse(readFileSync(e2e, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  lines.push(`e2e.json: ${stats.expected + stats.flaky} passed (${stats.flaky} flaky), ${stats.unexpected} failed`);
}
for (const l of lines) console.log(`  ${l}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
