import { expect, expectAccessible, test } from './support/test';

test('a shopper searches, filters by category and price, and opens a product with its price and discount', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('saree');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/productListing\?.*search=saree/);
  await expect(page.getByRole('heading', { name: 'Results for “saree”' })).toBeVisible();
  await expectAccessible(page, 'search results');

  const category = page.getByLabel('Category');
  const sarees = await category.locator('option', { hasText: 'Sarees' }).first().getAttribute('value');
  await category.selectOption(sarees!);
  await expect(page).toHaveURL(new RegExp(`category-id=${sarees}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “saree” in Sarees');

  await page.getByLabel('Minimum price').fill('500');
  await page.getByLabel('Maximum price').fill('20000');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/min-price=500/);
  await expect(page).toHaveURL(/max-price=20000/);

  // The filters live in the URL: a reload shows the same listing.
  await page.reload();
  const discounted = page
    .locator('li, article')
    .filter({ hasText: /\d+% off/ })
    .first();
  await expect(discounted).toBeVisible();
  const percent = (await discounted.innerText()).match(/(\d+)% off/)![1];
  await discounted.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/ProductDetails\?PId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/₹\d[\d,]*\.\d{2}/).first()).toBeVisible();
  await expect(page.getByText(`${percent}% off`).first()).toBeVisible();
  await expectAccessible(page, 'product page');
});

test('a page past the end of a listing shows the last page, in place of the URL the shopper came with', async ({ page }) => {
  await page.goto('/');
  await page.goto('/productListing?page=999');
  // Page 999 is in the URL until the list's total has come back; then the last page replaces it.
  await expect(page).not.toHaveURL(/page=999/);
  await expect(page).toHaveURL(/\/productListing\?page=(\d+)$/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeGreaterThan(1);
  expect(last).toBeLessThan(999);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('No products match')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText(String(last));
  // Replaced, not added: Back returns to the page before, not to page 999.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a category chosen from the categories page names the listing', async ({ page }) => {
  await page.goto('/listCategories');
  const link = page
    .getByRole('main')
    .getByRole('link', { name: /Sarees/ })
    .first();
  await link.click();
  await expect(page).toHaveURL(/category-id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sarees');
});

test.describe('the vendors page', () => {
  test("lists the store's vendors with their logo, city, rating and products, each opening the vendor's page", async ({ page }) => {
    await page.goto('/vendor');
    await expect(page.getByRole('heading', { level: 1, name: 'Our vendors' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(2);
    const first = cards.first();
    await expect(first).toContainText(/\d+ products?/);
    await expect(first.locator('img').first()).toBeVisible();
    await expectAccessible(page, 'vendors page');
    const name = (await first.locator('[title]').first().getAttribute('title'))!;
    await first.click();
    await expect(page).toHaveURL(/\/vendor\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('is in Arabic, right to left, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      localStorage.setItem('ln', 'ar');
      localStorage.setItem('direction', 'rtl');
    });
    await page.goto('/vendor');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بائعونا');
    await expect(page.getByRole('main').getByRole('listitem').getByRole('link').first()).toBeVisible();
    await expectAccessible(page, 'vendors page in Arabic');
  });
});

test.describe('on a phone, the product page', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('brings in a bar with the price and "Add to cart" once the page\'s own button scrolls away, without covering the page', async ({ page }) => {
    await page.goto('/');
    // A physical product that can go in the cart, as the listing sends it.
    const answer = await page.request.get('/pbs/rest/v3/products?product-type=Physical&page-limit=50&page-number=1', { headers: { 'realm-name': 'demo' } });
    const products = (await answer.json()).response_body.products as { product_id: number; in_stock: boolean; order_flow: string; price_visibility: boolean }[];
    const product = products.find((p) => p.in_stock && p.order_flow === 'checkout_based' && p.price_visibility)!;
    await page.goto(`/ProductDetails?PId=${product.product_id}`);
    const own = page.getByRole('main').getByRole('button', { name: 'Add to cart' });
    await expect(own).toBeVisible();
    const bar = page.getByTestId('purchase-bar');
    await expect(bar).toBeHidden();
    // Scrolled until the page's button is under the sticky header: the bar comes, with the price.
    await page.evaluate(() => window.scrollBy(0, 900));
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('price')).toContainText(/₹/);
    // Nothing of the page is kept under it: at the very bottom the footer ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const barBox = await bar.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y);
    await bar.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expectAccessible(page, 'product page on a phone, bar shown');
    // Back up to the page's own button: the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });

  test('has no bar on a desktop screen', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const answer = await page.request.get('/pbs/rest/v3/products?page-limit=1&page-number=1', { headers: { 'realm-name': 'demo' } });
    const [first] = (await answer.json()).response_body.products as { product_id: number }[];
    await page.goto(`/ProductDetails?PId=${first!.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 1500));
    await expect(page.getByTestId('purchase-bar')).toHaveCount(0);
  });
});
