import type { Browser, Page } from '@playwright/test';
import { enterCode } from './auth';
import { addressStep, addToCart, newCustomer } from './checkout';
import { STORE_URLS } from './stores';
import { expect } from './test';

/** Steps the order journeys share (issue #12): an order placed and paid, the order's page, the vendor console. */

/** One product of the demo store, with the vendor who sells it. */
export async function demoProduct(name: string): Promise<{ productId: number; vendorId: number }> {
  const res = await fetch(`${STORE_URLS.demo}/pbs/rest/v3/products?search=${encodeURIComponent(name)}&page-limit=50`, { headers: { 'realm-name': 'demo' } });
  const products = (await res.json()).response_body.products as { product_id: number; product_name: string; vendor_id: number }[];
  const found = products.find((p) => p.product_name === name);
  if (!found) throw new Error(`no demo product named ${name}`);
  return { productId: found.product_id, vendorId: found.vendor_id };
}

export type Purchase = {
  product: string;
  /** The vendor's name as the checkout and the order show it. */
  vendor: string;
  /** Online through the Stripe sandbox, or in cash on delivery (the vendor's products decide which applies). */
  pay: 'Stripe' | 'Cash on delivery';
};

/**
 * A new customer buys one product, delivered to Bengaluru, and pays for it; the order is placed
 * (and paid, for Stripe) when this returns its id.
 */
export async function placeOrder(page: Page, customer: { name: string; label: string }, purchase: Purchase): Promise<number> {
  const { productId } = await demoProduct(purchase.product);
  await newCustomer(page, customer.name, customer.label);
  await addToCart(page, productId);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await addressStep(page, customer.name);
  await expect(page.getByRole('region', { name: `Sold by ${purchase.vendor}` })).toContainText(purchase.product);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How would you like to pay?' })).toBeVisible();

  if (purchase.pay === 'Stripe') {
    await page.getByRole('radio', { name: 'Stripe' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    // The provider's hosted page: the built-in sandbox in the demo.
    await expect(page.getByText('Built-in sandbox: no money moves')).toBeVisible();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/order-status\?order_id=\d+$/, { timeout: 20_000 });
    await expect(page.getByText(/Your payment was received/)).toBeVisible();
  } else {
    await page.getByRole('checkbox', { name: 'Cash on delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order-status\?order_id=\d+$/);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('order_id'));
}

/** An item on the order's page, by its product: the item, and its history (oldest first). */
export function orderItem(page: Page, product: string) {
  const item = page.getByRole('listitem', { name: product });
  return { item, history: item.getByRole('list', { name: `History of ${product}` }) };
}

/**
 * The item's status as the order's page shows it: the badge beside the product and, once the
 * item has moved, the same word as the newest step of its history. Counting both tells a badge
 * that did not change from one that did.
 */
export async function expectItemStatus(page: Page, product: string, status: string) {
  const { item, history } = orderItem(page, product);
  await expect(history.getByRole('listitem').last()).toContainText(status);
  await expect(item.getByText(status, { exact: true })).toHaveCount(2);
}

/** The demo vendor user of a vendor, by its slug (seed-vendor-users.ts). */
export const vendorUserEmail = (vendorSlug: string) => `${vendorSlug}@vendors.example.com`;

const HANDLED_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * The vendor's own browser, apart from the shopper's (the console's sign-in is its own), watched
 * for page errors, console errors and 5xx answers as the shopper's page is (support/test.ts).
 * `close` fails the journey on any of them.
 */
export async function vendorBrowser(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !HANDLED_4XX.test(message.text())) problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
  });
  return {
    page,
    close: async () => {
      await context.close();
      expect(problems, 'errors on the vendor console').toEqual([]);
    },
  };
}

/** Signs a demo vendor user in to /vendor-console with a code from the outbox. */
export async function signInToVendorConsole(page: Page, vendorSlug: string, userName: string) {
  await page.goto('/vendor-console');
  await expect(page.getByRole('form', { name: 'Sign in to the vendor console' })).toBeVisible();
  await enterCode(page, vendorUserEmail(vendorSlug));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(`Signed in as ${userName}`)).toBeVisible();
}

/** The card of one order's item in the vendor console's list. */
export const vendorItem = (page: Page, product: string, orderId: number) =>
  page
    .getByRole('list', { name: 'Order items' })
    .getByRole('listitem', { name: product })
    .filter({ hasText: `Order #${orderId}` });
