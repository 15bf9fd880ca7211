// Reports, for each budgeted page (home, listing, product page, cart, checkout), the gzip size of
// the JavaScript a browser must fetch before the page can render, and fails the build when any is
// over the budget (scripts/bundle-budget.mjs). Also fails when a chunk looks as if it held a secret.
// Usage: node scripts/bundle-size.mjs [dist folder, default apps/web/dist]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET_KB, measureRoutes, report } from './bundle-budget.mjs';

const dist = process.argv[2] ?? join(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const routes = JSON.parse(readFileSync(join(dist, '.vite/routes.json'), 'utf8'));

const results = measureRoutes(manifest, routes, (file) => readFileSync(join(dist, file)));
console.log(report(results));

// Nothing secret may ship to the browser: no client secrets, private keys or server-only settings.
const SECRET = /client_secret|PRIVATE KEY|hash-secret|token-signing-key|SMTP_URL|DATABASE_URL/;
for (const key of Object.keys(manifest)) {
  const file = manifest[key].file;
  if (file.endsWith('.js') && SECRET.test(readFileSync(join(dist, file), 'utf8'))) {
    console.error(`${file} contains something that looks secret (${SECRET}); keep it on the server.`);
    process.exit(1);
  }
}
const over = results.filter((r) => r.over);
if (over.length > 0) {
  console.error(`Over the ${BUDGET_KB} KB budget: ${over.map((r) => r.name).join(', ')}. Lazy-load more of what those pages do not need to first render.`);
  process.exit(1);
}
