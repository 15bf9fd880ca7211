/**
 * The production server of bench:web: the built web app (built first when apps/web/dist is missing)
 * served by `node --import tsx apps/server/src/main.ts` as a child process, on a fresh embedded
 * database (PGlite in a temporary DATA_DIR, demo data seeded on first start) and a free port.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ServerProcess } from './server-process';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export type WebServer = { url: string; stop: () => Promise<void> };

/** Builds the web app the way `npm start` does when there is no build yet. */
export function ensureBuild(): void {
  if (existsSync(join(ROOT, 'apps/web/dist/index.html'))) return;
  console.log('No build in apps/web/dist: running npm run build');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}

export async function startWebServer(): Promise<WebServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bazaar-bench-web-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  // 127.0.0.1 names no store, so the page is STORE_REALM's: the demo store.
  const server = await ServerProcess.start(() => ({ DATA_DIR: dataDir, DEMO_MODE: 'true' })).catch((error: unknown) => {
    remove();
    throw error;
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      remove();
    },
  };
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
