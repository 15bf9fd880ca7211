// Reports the gzip size of the JavaScript a browser must fetch before the home page can render:
// the entry chunk, its static imports, and the home page chunk. Fails the build over the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = join(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep);
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
collect(entry);
const home = Object.keys(manifest).find((k) => k.endsWith('features/home/home-page.tsx'));
if (home) collect(home);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`Home page initial JavaScript (gzip):\n${rows.join('\n')}\n  ${(total / 1024).toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);
// Nothing secret may ship to the browser: no client secrets, private keys or server-only settings.
const SECRET = /client_secret|PRIVATE KEY|hash-secret|token-signing-key|SMTP_URL|DATABASE_URL/;
for (const key of Object.keys(manifest)) {
  const file = manifest[key].file;
  if (file.endsWith('.js') && SECRET.test(readFileSync(join(dist, file), 'utf8'))) {
    console.error(`${file} contains something that looks secret (${SECRET}); keep it on the server.`);
    process.exit(1);
  }
}
if (total / 1024 > BUDGET_KB) {
  console.error(`Over budget by ${(total / 1024 - BUDGET_KB).toFixed(1)} KB: lazy-load more of the first page.`);
  process.exit(1);
}
