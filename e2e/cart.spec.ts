import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/test';
import { signInOnPage, signUpOnPage, uniqueEmail } from './support/auth';
import { STORE_URLS } from './support/stores';

async function productId(name: string): Promise<number> {
  const res = await fetch(`${STORE_URLS.demo}/pbs/rest/v3/products?search=${encodeURIComponent(name)}&page-limit=50`, { headers: { 'realm-name': 'demo' } });
  const products = (await res.json()).response_body.products as { product_id: number; product_name: string }[];
  const found = products.find((p) => p.product_name === name);
  if (!found) throw new Error(`no demo product named ${name}`);
  return found.product_id;
}

const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart, \d+ items?$/ });
const cartLines = (page: Page) => page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem');

async function addFromProductPage(page: Page, id: number, expectedCount: number) {
  await page.goto(`/ProductDetails?PId=${id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(`Cart, ${expectedCount} ${expectedCount === 1 ? 'item' : 'items'}`);
}

test('a guest cart with a booked service merges into the server cart on sign-in without duplicates, and a wish list item moves to the cart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const [chai, tawa, servicing, urli] = await Promise.all([
    productId('Masala Chai Blend – 500 g'),
    productId('Cast Iron Tawa'),
    productId('Microwave Servicing'),
    productId('Antique Brass Urli Bowl'),
  ]);

  // A customer whose server cart already holds the chai.
  const email = uniqueEmail('cart');
  await page.goto('/signup');
  await signUpOnPage(page, 'Meera Iyer', email);
  await expect(page.getByRole('button', { name: /Account menu for Meera/ })).toBeVisible();
  await addFromProductPage(page, chai, 1);
  await page.getByRole('button', { name: /Account menu for Meera/ }).click();
  await page
    .getByRole('menuitem', { name: 'Sign out' })
    .or(page.getByRole('button', { name: 'Sign out' }))
    .first()
    .click();
  // Sign-out ends on / with a fresh page (spec §7): a navigation started before that lands would be cut short.
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('load');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // As a guest: the chai again, a tawa and a service that needs a slot.
  await addFromProductPage(page, chai, 1);
  await addFromProductPage(page, tawa, 2);
  await addFromProductPage(page, servicing, 3);
  await cartLink(page).click();
  await expect(cartLines(page)).toHaveCount(3);
  const checkout = page.getByRole('button', { name: 'Proceed to checkout' });
  await expect(checkout).toBeDisabled();
  await expectAccessible(page, 'guest cart');
  // Tomorrow always has slots left (today's may all have begun).
  const service = cartLines(page).filter({ hasText: 'Microwave Servicing' });
  await service.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(1).click();
  await service.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { disabled: false }).first().click();
  await expect(service.getByText(/^Slot: /)).toBeVisible();
  await expect(checkout).toBeEnabled();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signInOnPage(page, email);
  await expect(page.getByRole('button', { name: /Account menu for Meera/ })).toBeVisible();

  // One merged cart: the chai is listed once, the slot is still chosen.
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await cartLink(page).click();
  await expect(cartLines(page)).toHaveCount(3);
  await expect(cartLines(page).filter({ hasText: 'Masala Chai Blend – 500 g' })).toHaveCount(1);
  await expect(
    cartLines(page)
      .filter({ hasText: 'Microwave Servicing' })
      .getByText(/^Slot: /),
  ).toBeVisible();

  // A saved product moves from the wish list to the cart.
  await page.goto(`/ProductDetails?PId=${urli}`);
  await page.getByRole('button', { name: 'Save to wish list' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
  await page.getByRole('link', { name: 'Wish list' }).click();
  const saved = page.getByRole('listitem').filter({ hasText: 'Antique Brass Urli Bowl' });
  await saved.getByRole('button', { name: 'Move to cart' }).click();
  await expect(page.getByText('Antique Brass Urli Bowl moved to your cart')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your wish list is empty' })).toBeVisible();
  await expectAccessible(page, 'empty wish list');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  await cartLink(page).click();
  await expect(cartLines(page).filter({ hasText: 'Antique Brass Urli Bowl' })).toHaveCount(1);
});
