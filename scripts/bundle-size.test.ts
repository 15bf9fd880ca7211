import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_KB, BUDGETED_ROUTES, initialFiles, measureRoutes } from './bundle-budget.mjs';

// A build of the five budgeted pages sharing a vendor chunk; the checkout page also imports a
// chunk of its own statically and a dialog lazily.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index.css'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_vendor.js'] },
  '_dialog.js': { file: 'assets/dialog.js' },
  'src/home.tsx': { file: 'assets/home.js', imports: ['_vendor.js'] },
  'src/listing.tsx': { file: 'assets/listing.js' },
  'src/product.tsx': { file: 'assets/product.js' },
  'src/cart.tsx': { file: 'assets/cart.js' },
  'src/checkout.tsx': { file: 'assets/checkout.js', imports: ['_forms.js'], dynamicImports: ['_dialog.js'] },
};
const routes = [
  { path: '/', module: 'src/home.tsx' },
  { path: '/productListing', module: 'src/listing.tsx' },
  { path: '/ProductDetails', module: 'src/product.tsx' },
  { path: '/cart', module: 'src/cart.tsx' },
  { path: '/checkout/:checkoutId', module: 'src/checkout.tsx' },
];
/** Random bytes do not compress: n KB of them are about n KB gzipped. */
const incompressible = (kb: number) => randomBytes(kb * 1024);
const small = Buffer.from('export const x = 1;\n');

describe('the per-route bundle budget', () => {
  it("is issue #10's 120 KB gzip of initial JavaScript per route", () => {
    expect(BUDGET_KB).toBe(120);
  });

  it("counts the entry, its static imports, the page's chunk and its static imports, not lazy ones", () => {
    expect(initialFiles(manifest, routes, '/checkout/:checkoutId')).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/checkout.js', 'assets/forms.js']);
    expect(initialFiles(manifest, routes, '/')).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/home.js']);
  });

  it('flags only the route whose own chunks take it over the budget', () => {
    const files: Record<string, Buffer> = { 'assets/vendor.js': incompressible(60), 'assets/forms.js': incompressible(BUDGET_KB - 50) };
    const results = measureRoutes(manifest, routes, (file: string) => files[file] ?? small);
    expect(results.map((r) => r.name)).toEqual(BUDGETED_ROUTES.map((r) => r.name));
    expect(results.filter((r) => r.over).map((r) => r.name)).toEqual(['checkout']);
    expect(results.find((r) => r.name === 'home')!.totalKb).toBeLessThan(BUDGET_KB);
  });

  it('fails the build (exit 1) when a route is over the budget, and passes it when none is', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bazaar-budget-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dist, '.vite/routes.json'), JSON.stringify(routes));
    for (const { file } of Object.values(manifest)) writeFileSync(join(dist, file), small);
    const run = () => spawnSync(process.execPath, [join(import.meta.dirname, 'bundle-size.mjs'), dist], { encoding: 'utf8' });

    const within = run();
    expect(within.status).toBe(0);
    expect(within.stdout).toContain('checkout');

    writeFileSync(join(dist, 'assets/product.js'), incompressible(BUDGET_KB + 1));
    const over = run();
    expect(over.status).toBe(1);
    expect(over.stdout).toMatch(/product page\s+\/ProductDetails\s+OVER/);
    expect(over.stderr).toContain('product page');
  });
});
