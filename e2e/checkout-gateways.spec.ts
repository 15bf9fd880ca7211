import type { Page } from '@playwright/test';
import { addressStep, addToCart, chooseSlotInCart, newCustomer, productId } from './support/checkout';
import { expect, expectAccessible, test } from './support/test';

/**
 * Paying online through each gateway's sandbox (issue #11): a saree from one vendor and a service
 * with a slot from another, placed, paid on the provider's page, confirmed on /order-status and
 * listed with both vendors' items; and a payment that fails.
 */

const SAREE = 'Ajrakh Cotton Saree';
const SERVICE = 'Sofa Shampooing – 3 BHK';

/** A new customer's cart of the saree and the service with tomorrow's slot, taken to the payment step. */
async function toPaymentStep(page: Page, name: string, label: string) {
  const [saree, service] = await Promise.all([productId(SAREE), productId(SERVICE)]);
  await newCustomer(page, name, label);
  await addToCart(page, saree);
  await addToCart(page, service);
  await page.goto('/cart');
  await chooseSlotInCart(page, SERVICE);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await addressStep(page, name);
  await expect(page.getByRole('region', { name: 'Sold by Rangrez Block Prints' })).toContainText(SAREE);
  await expect(page.getByRole('region', { name: 'Sold by GharSeva Home Services' })).toContainText(SERVICE);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How would you like to pay?' })).toBeVisible();
}

const GATEWAYS = [
  { label: 'Cashfree', returnPage: /\/cashfree\?order_id=\d+/ },
  { label: 'Stripe', returnPage: /\/payment\?order_id=\d+/ },
  { label: 'Amazon pay', returnPage: null },
] as const;

for (const gateway of GATEWAYS) {
  test(`a saree and a booked service from two vendors are paid through ${gateway.label} and the order shows both vendors' items`, async ({ page }) => {
    test.setTimeout(120_000);
    await toPaymentStep(page, 'Rohan Mehta', `pay-${gateway.label.toLowerCase().replace(' ', '-')}`);
    await page.getByRole('radio', { name: gateway.label }).check();
    const place = page.getByRole('button', { name: 'Place order' });
    await expect(place).toBeEnabled();
    await expectAccessible(page, `payment step with ${gateway.label}`);
    await place.click();

    // The provider's hosted page (the built-in sandbox in the demo).
    await expect(page.getByText('Built-in sandbox: no money moves')).toBeVisible();
    await expectAccessible(page, `${gateway.label} sandbox page`);
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/order-status\?order_id=\d+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeVisible();
    await expect(page.getByText(/Your payment was received/)).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('order_id');

    await page.getByRole('link', { name: 'My orders' }).first().click();
    const order = page.getByRole('listitem', { name: `Order #${orderId}` });
    await expect(order).toContainText('Paid');
    await expect(order).toContainText('Sold by Rangrez Block Prints');
    await expect(order).toContainText(SAREE);
    await expect(order).toContainText('Sold by GharSeva Home Services');
    await expect(order).toContainText(SERVICE);
  });
}

test("a payment that fails says 'order payment fail', leaves the order unpaid and the products back in the cart", async ({ page }) => {
  test.setTimeout(120_000);
  await toPaymentStep(page, 'Isha Kapoor', 'pay-fail');
  await page.getByRole('radio', { name: 'Stripe' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Built-in sandbox: no money moves')).toBeVisible();
  // The shopper gives up on the provider's page and comes back to the shop.
  await page.getByRole('button', { name: 'Cancel and go back to the shop' }).click();

  await expect(page).toHaveURL(/\/order-status\?order_id=\d+$/, { timeout: 20_000 });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Order payment failed' })).toBeVisible();
  await expectAccessible(page, 'failed payment');
  const orderId = new URL(page.url()).searchParams.get('order_id');
  await page.goto('/userprofile/myOrder');
  await expect(page.getByRole('listitem', { name: `Order #${orderId}` })).toContainText('Payment failed');
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem')).toHaveCount(2);
});
