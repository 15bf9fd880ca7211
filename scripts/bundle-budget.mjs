// The per-route budget of initial JavaScript, as pure functions over a build's Vite manifest and
// route map (.vite/routes.json, written by apps/web/vite.config.ts); bundle-size.mjs applies them.
import { gzipSync } from 'node:zlib';

/**
 * Issue #10's budget: 120 KB gzip of JavaScript before a budgeted page can render. The app is
 * written against React's API and rendered by Preact (preact/compat, ADR 013): with React DOM the
 * framework chunk alone was 105 KB and pages came to 130-138 KB; with Preact it is 49 KB and pages
 * come to 74-81 KB.
 */
export const BUDGET_KB = 120;

/** The pages whose first load is budgeted, by their path in the route table. */
export const BUDGETED_ROUTES = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/productListing' },
  { name: 'product page', path: '/ProductDetails' },
  { name: 'cart', path: '/cart' },
  { name: 'checkout', path: '/checkout/:checkoutId' },
];

/** Adds a chunk and, depth first, everything it imports statically; dynamic imports load later. */
function collect(manifest, key, seen) {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) collect(manifest, dep, seen);
}

/**
 * The JavaScript a browser fetches before the route's page can render: the entry chunk, its static
 * imports, the route's page chunk and its static imports; each file once.
 */
export function initialFiles(manifest, routes, path) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const route = routes.find((r) => r.path === path);
  if (!route) throw new Error(`No route ${path} in the route map`);
  if (!manifest[route.module]) throw new Error(`The page module of ${path} (${route.module}) is not in the manifest`);
  const seen = new Set();
  collect(manifest, entry, seen);
  collect(manifest, route.module, seen);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** Each budgeted route's files and gzip total (level 9), and whether it is over the budget. */
export function measureRoutes(manifest, routes, readFile, budgetKb = BUDGET_KB) {
  const sizes = new Map();
  const gzipKb = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFile(file), { level: 9 }).length / 1024);
    return sizes.get(file);
  };
  return BUDGETED_ROUTES.map(({ name, path }) => {
    const files = initialFiles(manifest, routes, path).map((file) => ({ file, kb: gzipKb(file) }));
    const totalKb = files.reduce((sum, f) => sum + f.kb, 0);
    return { name, path, files, totalKb, over: totalKb > budgetKb };
  });
}

/** The table the build prints: one line per route, then the largest files of the heaviest route. */
export function report(results, budgetKb = BUDGET_KB) {
  const kb = (v) => `${v.toFixed(1).padStart(6)} KB`;
  const lines = [`Initial JavaScript per route (gzip -9; budget ${budgetKb} KB each):`];
  for (const r of results) lines.push(`  ${kb(r.totalKb)}  ${r.name.padEnd(13)} ${r.path}${r.over ? `  OVER by ${(r.totalKb - budgetKb).toFixed(1)} KB` : ''}`);
  const heaviest = results.reduce((a, b) => (b.totalKb > a.totalKb ? b : a));
  lines.push(`Largest files of ${heaviest.name}:`);
  for (const f of [...heaviest.files].sort((a, b) => b.kb - a.kb).slice(0, 8)) lines.push(`  ${kb(f.kb)}  ${f.file}`);
  return lines.join('\n');
}
