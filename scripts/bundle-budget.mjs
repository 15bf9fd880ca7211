// The per-route budget of initial JavaScript, as pure functions over a build's Vite manifest and
// route map (.vite/routes.json, written by apps/web/vite.config.ts); bundle-size.mjs applies them.
import { gzipSync } from 'node:zlib';

/**
 * Issue #10 asks for 120 KB; this stack cannot get there yet. What every page runs before it renders
 * (the framework chunk: React DOM 62 KB, i18next 15, React Router 13.5, TanStack Query 9, React and
 * react-i18next 5.5) is 105 KB gzip before any code of ours, and the app shell (store check,
 * header, footer, routes, API client) is another 18 KB; pages add 7 to 14. 120 needs a smaller
 * translation library or router. Until then the budget holds each page near where it is (130 to
 * 138 KB), so a page that grows fails the build.
 */
export const BUDGET_KB = 140;

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
