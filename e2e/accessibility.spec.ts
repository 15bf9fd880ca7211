import type { BrowserContext, Cookie, Page } from '@playwright/test';
import { nextCode, outboxSize } from './support/auth';
import { STORE_URLS } from './support/stores';
import { expect, expectAccessible, test } from './support/test';

/**
 * Every route of spec §2, in English and in Arabic, as a guest and as the demo shopper (issue #14):
 * each page has exactly one main landmark and no serious or critical axe violation. One sign-in
 * serves both languages (a person is sent one code every 30 seconds), so the journeys run one after
 * the other, each with its own time limit: the guest's routes, then the shopper's, in each language.
 */
test.describe.configure({ mode: 'serial' });

const SHOPPER = 'shopper@example.com';
/** The demo shopper's session, from the English run's sign-in, for the Arabic run. */
let shopperCookies: Cookie[] = [];

/** A product of the demo store that is on sale, and its vendor. */
async function someProduct(): Promise<{ productId: number; vendorId: number }> {
  const res = await fetch(`${STORE_URLS.demo}/pbs/rest/v3/products?page-limit=10`, { headers: { 'realm-name': 'demo' } });
  const products = (await res.json()).response_body.products as { product_id: number; vendor_id: number; in_stock: boolean }[];
  const product = products.find((p) => p.in_stock) ?? products[0]!;
  return { productId: product.product_id, vendorId: product.vendor_id };
}

/** Waits for the page's heading and for every loading skeleton and spinner to be gone. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .animate-pulse, .animate-spin')).toHaveCount(0);
}

/** Opens a route, then checks its landmarks and runs axe on it. */
async function check(page: Page, path: string, label: string) {
  await page.goto(path);
  await settled(page);
  // One main landmark a page: the layout's; pages and the error page are not landmarks of their own.
  await expect(page.locator('main, [role="main"]'), `main landmarks on ${label}`).toHaveCount(1);
  await expectAccessible(page, label);
}

const guestRoutes = (productId: number, vendorId: number): [string, string][] => [
  ['/', 'home'],
  ['/productListing', 'listing'],
  [`/ProductDetails?PId=${productId}`, 'product page'],
  ['/listCategories', 'categories'],
  [`/vendor?id=${vendorId}`, 'vendor page'],
  ['/vendor', 'vendors'],
  ['/cart', 'empty cart'],
  ['/policies/privacy', 'privacy policy'],
  ['/signin', 'sign-in'],
  ['/signup', 'sign-up'],
  ['/no/such/page', 'page not found'],
];

const shopperRoutes: [string, string][] = [
  ['/cart', 'cart'],
  ['/WishList', 'wish list'],
  ['/userprofile/myOrder', 'orders'],
  ['/enquiries', 'enquiries'],
  ['/myProfile', 'account'],
  ['/userDetails', 'account details'],
  ['/customerAddress', 'addresses'],
  ['/preferences', 'preferences'],
  ['/loginSessions', 'sign-in history'],
  ['/activeSessions', 'active sessions'],
  ['/payment', 'payment return'],
  ['/ask-ai', 'shopping assistant'],
];

/** The shopper's own records, found by the English run: an order with a booked service, the booking, a checkout. */
const records = { order: '', booking: '', checkout: '' };

/** Finds, among the shopper's seeded orders, the one with a booking (its page links the booking's own page). */
async function findShopperRecords(page: Page) {
  await page.goto('/userprofile/myOrder');
  await settled(page);
  const orders = await page.locator('a[href^="/userprofile/order/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const order of new Set(orders)) {
    await page.goto(order);
    await settled(page);
    const booking = page.locator('a[href^="/trainingOverview/"]');
    if ((await booking.count()) > 0) {
      records.order = order;
      records.booking = (await booking.first().getAttribute('href')) ?? '';
      break;
    }
  }
  expect(records.booking, 'a seeded order of the demo shopper with a booking').not.toBe('');
  // The seeded cart goes to a checkout of its own.
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  records.checkout = new URL(page.url()).pathname;
}

/** Routes of one of the shopper's own records: the order's page and status, the booking, the checkout. */
async function checkShopperRecords(page: Page, language: string) {
  const orderId = records.order.split('/').at(-1);
  await check(page, records.order, `order page (${language})`);
  await check(page, `/order-status?order_id=${orderId}`, `order status (${language})`);
  await check(page, records.booking, `booking (${language})`);
  await check(page, records.checkout, `checkout (${language})`);
}

async function signInWithAWrongCodeFirst(page: Page) {
  await page.goto('/signin');
  const seen = await outboxSize(SHOPPER);
  await page.getByLabel('Phone number or email').fill(SHOPPER);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await nextCode(SHOPPER, seen);
  // A wrong code says how many tries the code has left.
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. 4 tries left.');
  await expectAccessible(page, 'sign-in with a wrong code');
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /Account menu for Priya/ })).toBeVisible();
}

async function inArabic(context: BrowserContext) {
  await context.addInitScript(() => {
    localStorage.setItem('ln', 'ar');
    localStorage.setItem('direction', 'rtl');
  });
}

/** One journey visits up to sixteen pages, each settled and run through axe: under a minute on a quiet machine. */
const JOURNEY_TIMEOUT = 150_000;

test('every guest route in English has one main landmark and passes axe', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  const { productId, vendorId } = await someProduct();
  for (const [path, label] of guestRoutes(productId, vendorId)) await check(page, path, `${label} (en, guest)`);
});

test("every route of the demo shopper in English, and the shopper's own records, have one main landmark and pass axe", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await signInWithAWrongCodeFirst(page);
  shopperCookies = await page.context().cookies();
  for (const [path, label] of shopperRoutes) await check(page, path, `${label} (en)`);
  await findShopperRecords(page);
  await checkShopperRecords(page, 'en');
});

test('every guest route in Arabic is right to left, has one main landmark and passes axe', async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  await inArabic(page.context());
  const { productId, vendorId } = await someProduct();
  for (const [path, label] of guestRoutes(productId, vendorId)) {
    await check(page, path, `${label} (ar, guest)`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  }
});

test("every route of the demo shopper in Arabic, and the shopper's own records, have one main landmark and pass axe", async ({ page }) => {
  test.setTimeout(JOURNEY_TIMEOUT);
  expect(shopperCookies, 'the English run signed the shopper in').not.toEqual([]);
  expect(records.checkout, "the English run found the shopper's records").not.toBe('');
  await inArabic(page.context());
  await page.context().addCookies(shopperCookies);
  for (const [path, label] of shopperRoutes) await check(page, path, `${label} (ar)`);
  await checkShopperRecords(page, 'ar');
});
