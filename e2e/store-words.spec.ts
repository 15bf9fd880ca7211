import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/test';
import { STORE_URLS } from './support/stores';

/** Issue 14: each store says its own words (postal codes, ways to pay) and arrows point the reader's way. */

/** A product of the category under another (so its page shows a breadcrumb of two), by the API. */
async function nestedProduct(page: Page, realm: keyof typeof STORE_URLS): Promise<number> {
  const base = STORE_URLS[realm];
  const headers = { 'realm-name': realm };
  const categories = (await (await page.request.get(`${base}/pbs/rest/v3/categories?page-number=-1`, { headers })).json()).response_body.categories as {
    category_id: number;
    parent_id: number | null;
    product_count: number;
  }[];
  const child = categories.find((c) => c.parent_id !== null && c.product_count > 0)!;
  const list = (await (await page.request.get(`${base}/pbs/rest/v3/products?category-id=${child.category_id}&product-type=Physical`, { headers })).json())
    .response_body;
  return list.products[0].product_id as number;
}

/** The horizontal scale the page draws an element with: -1 when mirrored. */
const scaleX = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const scale = getComputedStyle(el).scale;
      return scale === 'none' ? 1 : Number(scale.split(' ')[0]);
    });

test('the South African store asks for a 4-digit postal code, offers no UPI, and its arrows point right to left', async ({ page }) => {
  await page.goto(STORE_URLS.souk);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('دفع آمن: الدفع عند الاستلام أو البطاقة');
  await expect(page.locator('body')).not.toContainText('UPI');

  await page.goto(`${STORE_URLS.souk}/ProductDetails?PId=${await nestedProduct(page, 'souk')}`);
  const check = page.getByRole('textbox', { name: 'تحقق من التوصيل إلى الرمز البريدي الخاص بك' });
  await expect(check).toHaveAttribute('maxlength', '4');
  await check.fill('800');
  await page.getByRole('button', { name: 'تحقق', exact: true }).click();
  await expect(page.getByText('أدخل الرمز البريدي صحيحًا من 4 أرقام.')).toBeVisible();
  // Johannesburg's coffee house lists Cape Town 8001; the perfumer delivers everywhere.
  await check.fill('8001');
  await page.getByRole('button', { name: 'تحقق', exact: true }).click();
  await expect(page.getByText(/يتوفر التوصيل إلى 8001/)).toBeVisible();

  // The breadcrumb runs right to left: its chevron is mirrored to point left.
  const breadcrumb = page.getByRole('navigation', { name: 'الفئة' });
  await expect(breadcrumb.locator('svg')).toHaveCount(1);
  expect(await scaleX(page, 'nav ol svg')).toBe(-1);
  await expectAccessible(page, 'souk product page');

  await page.goto(`${STORE_URLS.souk}/productListing`);
  // "Next" points left in Arabic.
  expect(await scaleX(page, 'a[rel="next"] svg')).toBe(-1);
  const filter = page.getByRole('textbox', { name: 'الرمز البريدي للتوصيل' });
  await filter.fill('2001');
  await page.getByRole('button', { name: 'تحقّق' }).click();
  await expect(page.getByText('تُعرض المنتجات التي تُوصَّل إلى 2001.')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('the Indian store asks for a 6-digit PIN code, names UPI, and its arrows point left to right', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('Secure payments by cash on delivery, card, UPI, net banking, or Amazon Pay');
  await page.goto(`/ProductDetails?PId=${await nestedProduct(page, 'demo')}`);
  const check = page.getByRole('textbox', { name: 'Check delivery to your PIN code' });
  await expect(check).toHaveAttribute('maxlength', '6');
  await check.fill('8001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText('Enter a valid 6-digit PIN code.')).toBeVisible();
  expect(await scaleX(page, 'nav ol svg')).toBe(1);
});
