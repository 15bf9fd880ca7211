/**
 * The production server of bench:web: the built web app (built first when apps/web/dist is missing)
 * served by `node --import tsx apps/server/src/main.ts` as a child process, on a fresh embedded
 * database (PGlite in a temporary DATA_DIR, demo data seeded on first start) and a free port.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const START_TIMEOUT_MS = 120_000;
/** Settings of the parent's environment that would change what the child serves: another database, Redis, live providers. */
const DROPPED = ['DATABASE_URL', 'REDIS_URL', 'TEST_DB', 'WEB_DIST', 'S3_BUCKET', 'TRUST_PROXY'];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

export type WebServer = { url: string; stop: () => Promise<void> };

/** Builds the web app the way `npm start` does when there is no build yet. */
export function ensureBuild(): void {
  if (existsSync(join(ROOT, 'apps/web/dist/index.html'))) return;
  console.log('No build in apps/web/dist: running npm run build');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}

export async function startWebServer(): Promise<WebServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-bench-web-'));
  const url = `http://127.0.0.1:${port}`;
  // 127.0.0.1 names no store, so the page is STORE_REALM's: the demo store.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STORE_REALM: 'demo',
    DEMO_MODE: 'true',
  };
  for (const name of DROPPED) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => (tail = (tail + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The server exited while starting:\n${tail}`);
    }
    const ok = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server did not answer /health within ${START_TIMEOUT_MS / 1000} s:\n${tail}`);
}

type Product = {
  product_id: number;
  product_name: string;
  product_price: number | null;
  final_price: number | null;
  discount_details: string;
  product_image: string;
  product_type_name: string;
  price_visibility: boolean;
  slot_required: boolean;
  order_flow: string;
  vendor_name: string;
  in_stock: boolean;
};

/** The demo store's products as its listing's first page shows them. */
export async function demoProducts(url: string): Promise<Product[]> {
  const response = await fetch(`${url}/pbs/rest/v3/products`, { headers: { 'realm-name': 'demo' } });
  if (!response.ok) throw new Error(`GET /pbs/rest/v3/products answered ${response.status}`);
  const body = (await response.json()) as { response_body: { products: Product[] } };
  return body.response_body.products;
}

/**
 * A guest cart of two lines, as the web app keeps it in local storage under `cart`
 * (apps/web/src/lib/cart/guest-cart.ts): two in-stock products that need no slot.
 */
export function guestCart(products: Product[]): unknown[] {
  const plain = products.filter((p) => p.in_stock && !p.slot_required && p.price_visibility && p.order_flow === 'checkout_based').slice(0, 2);
  if (plain.length < 2) throw new Error('The demo store has fewer than two in-stock products to put in a cart');
  return plain.map((p, n) => ({
    key: `${p.product_id}-bench-${n}`,
    productId: p.product_id,
    productName: p.product_name,
    productPrice: p.product_price,
    sellingPrice: p.final_price,
    quantity: 5,
    discountDetails: p.discount_details,
    productImage: p.product_image,
    cartQuantity: 1,
    addedQuantity: 0,
    productTypeName: p.product_type_name,
    priceVisibility: p.price_visibility,
    slotRequired: p.slot_required,
    orderFlow: p.order_flow,
    vendorName: p.vendor_name,
    bundledProducts: [],
  }));
}
