import { addressStep, addToCart, newCustomer, productId } from './support/checkout';
import { expect, expectAccessible, test } from './support/test';

/** Orders with nothing to pay (issue #11): a free one skips the payment step, a request-only one has no steps. */

test('a free sample is ordered in two steps, with no payment to choose', async ({ page }) => {
  test.setTimeout(90_000);
  const sample = await productId('Spice Sample Sachet – 1 kg');
  await newCustomer(page, 'Anil Nair', 'free-order');
  await addToCart(page, sample);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  // Two steps: address and delivery; the payment step is dropped (§4).
  await expect(page.getByRole('navigation', { name: 'Checkout steps' }).getByRole('listitem')).toHaveCount(2);
  await addressStep(page, 'Anil Nair');
  await expect(page.getByText('How would you like to pay?')).toHaveCount(0);
  await expectAccessible(page, 'free order, last step');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order-status\?order_id=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeVisible();
});

test('a checkout of products sold on request has no steps: the request is submitted at once', async ({ page }) => {
  test.setTimeout(90_000);
  const kurta = await productId('Mustard Custom-tailored Kurta');
  await newCustomer(page, 'Sana Qureshi', 'request-order');
  await page.goto(`/ProductDetails?PId=${kurta}`);
  await page.getByRole('button', { name: 'Request', exact: true }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Your request' })).toBeVisible();
  await expect(page.getByText('Where should we deliver?')).toHaveCount(0);
  await expectAccessible(page, 'request checkout');
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(/\/order-status\?order_id=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeVisible();
});
