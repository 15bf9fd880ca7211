import { expect, test } from './support/test';

/** The guard every journey runs under fails a journey that passes its own checks but breaks the page. */

test('a journey fails on an uncaught page error', async ({ page }) => {
  test.fail();
  await page.setContent('<main><h1>Shop</h1><script>throw new Error("boom")</script></main>');
  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
});

test('a journey fails on a console error', async ({ page }) => {
  test.fail();
  await page.setContent('<main><h1>Shop</h1><script>console.error("something broke")</script></main>');
  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
});

test('a journey may allow an error it expects', async ({ page, pageErrors }) => {
  pageErrors.allowErrors(/expected breakage/);
  await page.setContent('<main><h1>Shop</h1><script>console.error("expected breakage")</script></main>');
  await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
});
