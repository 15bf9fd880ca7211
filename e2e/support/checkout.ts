import type { Page } from '@playwright/test';
import { expect } from './test';
import { signUpOnPage, uniqueEmail } from './auth';
import { STORE_URLS } from './stores';

/** Steps the checkout journeys share: a new customer, products by name, an address, the wizard's steps. */

export async function productId(name: string): Promise<number> {
  const res = await fetch(`${STORE_URLS.demo}/pbs/rest/v3/products?search=${encodeURIComponent(name)}&page-limit=50`, { headers: { 'realm-name': 'demo' } });
  const products = (await res.json()).response_body.products as { product_id: number; product_name: string }[];
  const found = products.find((p) => p.product_name === name);
  if (!found) throw new Error(`no demo product named ${name}`);
  return found.product_id;
}

export async function newCustomer(page: Page, name: string, label: string) {
  await page.goto('/signup');
  await signUpOnPage(page, name, uniqueEmail(label));
  await expect(page.getByRole('button', { name: new RegExp(`Account menu for ${name.split(' ')[0]}`) })).toBeVisible();
}

export async function addToCart(page: Page, id: number) {
  await page.goto(`/ProductDetails?PId=${id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
}

/** On the cart page: the slot of the service line named, tomorrow's first free time (today's may all have begun). */
export async function chooseSlotInCart(page: Page, service: string) {
  const line = page.getByRole('list', { name: 'Products in your cart' }).getByRole('listitem').filter({ hasText: service });
  await line.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(1).click();
  await line.getByRole('radiogroup', { name: 'Time' }).getByRole('radio', { disabled: false }).first().click();
  await expect(line.getByText(/^Slot: /)).toBeVisible();
}

/** Step 1 with a Bengaluru address added in the side sheet, then on to step 2. */
export async function addressStep(page: Page, name: string) {
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Add a delivery address' }).first().click();
  const sheet = page.getByRole('dialog', { name: 'Add address' });
  await sheet.getByLabel('Full name').fill(name);
  await sheet.getByLabel('House number and street').fill('14, 3rd Cross, Indiranagar');
  await sheet.getByLabel('City').fill('Bengaluru');
  await sheet.getByLabel('State').fill('Karnataka');
  await sheet.getByLabel('PIN code').fill('560038');
  await sheet.getByLabel('Mobile number').fill('9123456780');
  await sheet.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
  await expect(page.getByText('Everything can be delivered to 560038.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Delivery and time slots' })).toBeVisible();
}
