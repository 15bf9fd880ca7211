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
