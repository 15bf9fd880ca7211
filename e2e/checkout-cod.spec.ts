import { expect, expectAccessible, test } from './support/test';
import { signUpOnPage, uniqueEmail } from './support/auth';
import { STORE_URLS } from './support/stores';

async function productId(name: string): Promise<number> {
  const res = await fetch(`${STORE_URLS.demo}/pbs/rest/v3/products?search=${encodeURIComponent(name)}&page-limit=50`, { headers: { 'realm-name': 'demo' } });
  const products = (await res.json()).response_body.products as { product_id: number; product_name: string }[];
  const found = products.find((p) => p.product_name === name);
  if (!found) throw new Error(`no demo product named ${name}`);
  return found.product_id;
}

test('a new customer adds an address inside the checkout and places a cash-on-delivery order, which then shows in the order list', async ({ page }) => {
  test.setTimeout(90_000);
  // The demo bakery is paid in cash on delivery and bakes for Pune.
  const cake = await productId('Cheese Jalapeño Tea Cake');

  await page.goto('/signup');
  await signUpOnPage(page, 'Kavya Rao', uniqueEmail('checkout-cod'));
  await expect(page.getByRole('button', { name: /Account menu for Kavya/ })).toBeVisible();
  await page.goto(`/ProductDetails?PId=${cake}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();

  // Step 1: no address yet; one is added in the side sheet and chosen at once.
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Where should we deliver?' })).toBeVisible();
  await expect(page.getByText('You have no delivery address yet')).toBeVisible();
  await expectAccessible(page, 'checkout without an address');
  await page.getByRole('button', { name: 'Add a delivery address' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Add address' });
  await sheet.getByLabel('Full name').fill('Kavya Rao');
  await sheet.getByLabel('House number and street').fill('7 North Main Road');
  await sheet.getByLabel('City').fill('Pune');
  await sheet.getByLabel('State').fill('Maharashtra');
  await sheet.getByLabel('PIN code').fill('411001');
  await sheet.getByLabel('Mobile number').fill('9123456780');
  await sheet.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /Kavya Rao/ })).toBeChecked();
  await expect(page.getByText('Everything can be delivered to 411001.')).toBeVisible();
  // axe reads a toast still fading in as faint text: it is checked once it is fully shown.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'The address was added.' })).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'checkout step 1');

  // Step 2 by keyboard: the step's heading takes the focus.
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery and time slots' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Sold by Koregaon Bake House & Organics' })).toContainText('Cheese Jalapeño Tea Cake');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: only cash on delivery applies; placing waits until it is ticked.
  await expect(page.getByRole('heading', { level: 2, name: 'How would you like to pay?' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Pay online/ })).toHaveCount(0);
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Cash on delivery' }).check();
  await expect(place).toBeEnabled();
  await expectAccessible(page, 'checkout step 3');
  await place.click();

  await expect(page).toHaveURL(/\/order-status\?order_id=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Order placed successfully' })).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'order status');
  const orderId = new URL(page.url()).searchParams.get('order_id');

  await page.getByRole('link', { name: 'My orders' }).first().click();
  const order = page.getByRole('listitem', { name: `Order #${orderId}` });
  await expect(order).toContainText('Placed');
  await expect(order).toContainText('Sold by Koregaon Bake House & Organics');
  await expect(order).toContainText('Cheese Jalapeño Tea Cake');
  await expectAccessible(page, 'order list');
});
