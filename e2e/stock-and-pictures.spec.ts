import { expect, expectAccessible, test } from './support/test';

test('out-of-stock products are marked on their cards, and the listing hides them on request', async ({ page }) => {
  await page.goto('/productListing?search=linen');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const soldOut = cards.filter({ has: page.getByText('Out of stock', { exact: true }) });
  await expect(soldOut.first()).toBeVisible();
  const soldOutNames = await soldOut.getByRole('link').allInnerTexts();

  await page.getByRole('checkbox', { name: 'Hide out of stock' }).check();
  await expect(page).toHaveURL(/in-stock=true/);
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText('Out of stock', { exact: true })).toHaveCount(0);
  for (const name of soldOutNames) await expect(page.getByRole('link', { name })).toHaveCount(0);
  await expectAccessible(page, 'listing without out-of-stock products');

  // Kept in the URL: a reload keeps the filter and its checkbox.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Hide out of stock' })).toBeChecked();
  await expect(page.getByText('Out of stock', { exact: true })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the main product picture is shown undimmed, with a preview button in its corner', async ({ page }) => {
    await page.goto('/productListing?search=linen');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/ProductDetails\?PId=\d+/);
    const picture = page.getByRole('img', { name: await page.getByRole('heading', { level: 1 }).innerText() }).first();
    await expect(picture).toBeVisible();
    // Nothing lies over the middle of the picture: a tap there reaches the picture itself.
    const onTop = await picture.evaluate((img) => {
      const box = img.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === img;
    });
    expect(onTop).toBe(true);
    const preview = page.getByRole('button', { name: 'Preview image' });
    await expect(preview).toBeVisible();
    // Measured once both are laid out: the page may still be settling (fonts, the gallery) when they first show.
    await expect(async () => {
      const [imageBox, buttonBox] = [await picture.boundingBox(), await preview.boundingBox()];
      expect(imageBox?.width).toBeGreaterThan(0);
      expect(buttonBox?.width).toBeGreaterThan(0);
      expect(buttonBox!.width).toBeLessThan(imageBox!.width / 4);
    }).toPass();
    await preview.tap();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
