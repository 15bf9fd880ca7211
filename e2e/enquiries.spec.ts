import type { Page } from '@playwright/test';
import { addressStep, newCustomer } from './support/checkout';
import { signInToVendorConsole, vendorBrowser } from './support/orders';
import { STORE_URLS } from './support/stores';
import { expect, expectAccessible, test } from './support/test';

/**
 * Enquiries (issue #13): a customer sends an enquiry whose form holds a photo and a sensitive
 * phone number; the vendor reads it in the console and answers in the chat; the customer's open
 * panel shows the answer without a reload; the vendor closes the enquiry with feedback and the
 * customer's chat can no longer be written to.
 */

/** A 48 × 32 blue PNG, as a phone's photo would be (the server re-encodes it). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwCl8QkRrzQH2PPOFgAET03KV/drCuIgtChmqHYMtbxE8GIDtUMxZaxDqH4oKFDNUOxZcghBGOdjhwe1wea5mRMZBhoWQAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo store's bulk dupattas, sold by enquiry by Rangrez Block Prints (seed-enquiries-data.ts). */
async function dupattas(): Promise<{ id: number; name: string }> {
  const res = await fetch(`${STORE_URLS.demo}/pbs/rest/v3/products?search=${encodeURIComponent('Bulk Dupattas')}&page-limit=50`, {
    headers: { 'realm-name': 'demo' },
  });
  const products = (await res.json()).response_body.products as { product_id: number; product_name: string }[];
  const found = products.find((p) => p.product_name.endsWith('Bulk Dupattas for Events'));
  if (!found) throw new Error('no demo product sold by enquiry named … Bulk Dupattas for Events');
  return { id: found.product_id, name: found.product_name };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function sendEnquiry(page: Page, product: { id: number; name: string }) {
  await page.goto(`/ProductDetails?PId=${product.id}`);
  await page.getByRole('button', { name: 'Enquire' }).click();
  const form = page.getByRole('dialog', { name: 'Event order' });
  await form.getByLabel(/^Event date/).fill(inDays(40));
  await form.getByRole('combobox', { name: /^Pieces/ }).selectOption('51–100');
  await form.getByRole('checkbox', { name: 'Indigo' }).check();
  await form.getByLabel('Add images').setInputFiles({ name: 'mehendi-theme.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByRole('img', { name: /Outfit or theme reference, image 1 of 1/ })).toBeVisible();
  await form.getByLabel(/^Phone number/).fill('98450 12345');
  await expectAccessible(page, 'enquiry form');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form).toBeHidden();
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'View my enquiries' }).click();
  await expect(page).toHaveURL(/\/enquiries$/);
}

test('a customer enquires with a photo and a hidden phone number; the vendor answers live, then closes it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const product = await dupattas();
  const customer = 'Kavya Menon';
  await newCustomer(page, customer, 'enquiry');
  await sendEnquiry(page, product);

  // The customer's own enquiry, open, with its answers: the phone hidden until the eye is pressed.
  const card = page.getByRole('listitem', { name: product.name });
  await expect(card).toContainText('Open');
  await expect(card).toContainText('Vendor: Rangrez Block Prints');
  await card.getByRole('button', { name: `View details of ${product.name}` }).click();
  const panel = page.getByRole('dialog', { name: product.name });
  await panel.getByRole('tab', { name: 'Details' }).click();
  await expect(panel.getByText('+91 98450 12345')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Show Phone number' }).click();
  await expect(panel.getByText('+91 98450 12345')).toBeVisible();
  await expectAccessible(page, 'enquiry details');

  await panel.getByRole('tab', { name: 'Chat' }).click();
  await expect(panel.getByText('No messages yet')).toBeVisible();
  const input = panel.getByRole('textbox', { name: 'Message to the vendor' });
  await input.fill('Can the indigo be a shade darker than the photo?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(input).toHaveValue('');
  await expect(panel.getByText('Can the indigo be a shade darker than the photo?')).toBeVisible();

  // The vendor, in a browser of its own, finds it, sees the photo and the number, and answers.
  const vendor = await vendorBrowser(browser);
  await signInToVendorConsole(vendor.page, 'rangrez-block-prints', 'Farida Chhipa');
  await vendor.page.getByRole('link', { name: 'Enquiries' }).click();
  const enquiry = vendor.page
    .getByRole('listitem', { name: product.name })
    .filter({ hasText: `From ${customer}` })
    .first();
  await expect(enquiry).toContainText('1 unread');
  await enquiry.getByRole('button', { name: `View the enquiry about ${product.name}` }).click();
  const vendorPanel = vendor.page.getByRole('dialog', { name: product.name });
  await expect(vendorPanel.getByText('Can the indigo be a shade darker than the photo?')).toBeVisible();
  await vendorPanel.getByRole('tab', { name: 'Details' }).click();
  await vendorPanel.getByRole('button', { name: 'Show Phone number' }).click();
  await expect(vendorPanel.getByText('+91 98450 12345')).toBeVisible();
  await vendorPanel
    .getByRole('button', { name: /^Show Outfit or theme reference/ })
    .first()
    .click();
  await expect(vendorPanel.getByRole('img', { name: /Outfit or theme reference/ }).first()).toBeVisible();
  await vendorPanel.getByRole('tab', { name: 'Chat' }).click();
  await vendorPanel.getByRole('textbox', { name: 'Message to the customer' }).fill('Yes, we can dye it two shades deeper. 75 pieces by the 20th?');
  await vendorPanel.getByRole('button', { name: 'Send' }).click();
  await expect(vendorPanel.getByText('Yes, we can dye it two shades deeper. 75 pieces by the 20th?')).toBeVisible();
  await expectAccessible(vendor.page, 'vendor enquiry panel');

  // The customer's panel, never reloaded, shows the answer as it arrives.
  await expect(panel.getByText('Yes, we can dye it two shades deeper. 75 pieces by the 20th?', { exact: true })).toBeVisible();
  // And says so to a screen reader.
  await expect(panel.getByText('New message from the vendor: Yes, we can dye it two shades deeper.', { exact: false })).toBeAttached();

  // The vendor closes it with feedback; the customer's open panel follows within the 20 s poll.
  await vendorPanel.getByRole('button', { name: 'Close enquiry' }).click();
  const sheet = vendor.page.getByRole('dialog', { name: 'Close the enquiry' });
  await sheet.getByLabel('Feedback for the customer').fill('Agreed on 75 indigo dupattas; the order follows by phone.');
  await sheet.getByRole('button', { name: 'Close and send feedback' }).click();
  await expect(vendor.page.getByText(`The enquiry about ${product.name} is now Closed.`)).toBeVisible();
  await vendor.close();

  await expect(input).toBeDisabled({ timeout: 30_000 });
  await expect(panel.getByText('This enquiry is closed, so no more messages can be sent.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await panel.getByRole('tab', { name: 'Feedback' }).click();
  await expect(panel.getByText('Agreed on 75 indigo dupattas; the order follows by phone.')).toBeVisible();
  await expectAccessible(page, 'closed enquiry');
});

test("the vendor's offer on an enquiry is accepted into the checkout and ends in an order at the offer's price", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const product = await dupattas();
  const customer = 'Rohan Pillai';
  await newCustomer(page, customer, 'offer');
  await sendEnquiry(page, product);

  // The vendor offers 60 pieces at ₹240 each, valid for a week. Imran of the same shop does it: a
  // vendor user is sent one code a minute, and Farida is signing in for the journey above.
  const vendor = await vendorBrowser(browser);
  await signInToVendorConsole(vendor.page, 'imran.rangrez-block-prints', 'Imran Chhipa');
  await vendor.page.getByRole('link', { name: 'Enquiries' }).click();
  const enquiry = vendor.page
    .getByRole('listitem', { name: product.name })
    .filter({ hasText: `From ${customer}` })
    .first();
  await enquiry.getByRole('button', { name: `View the enquiry about ${product.name}` }).click();
  const vendorPanel = vendor.page.getByRole('dialog', { name: product.name });
  await vendorPanel.getByRole('tab', { name: 'Offer' }).click();
  const offerForm = vendorPanel.getByRole('form', { name: 'Make an offer' });
  await offerForm.getByLabel(/^Price each/).fill('240');
  await offerForm.getByLabel('Quantity').fill('60');
  await offerForm.getByLabel(/^Valid until/).fill(`${inDays(7)}T18:00`);
  await expectAccessible(vendor.page, 'offer form');
  await offerForm.getByRole('button', { name: 'Send offer' }).click();
  await expect(vendor.page.getByText('Offer sent to the customer')).toBeVisible();
  await vendor.close();

  // The customer sees it with their enquiry (now in progress) and accepts it.
  await page.reload();
  const card = page.getByRole('listitem', { name: product.name });
  await expect(card).toContainText('In progress');
  await card.getByRole('button', { name: `View details of ${product.name}` }).click();
  const panel = page.getByRole('dialog', { name: product.name });
  await panel.getByRole('tab', { name: 'Offers' }).click();
  await expect(panel).toContainText('₹14,400.00');
  await expectAccessible(page, 'offers tab');
  await panel.getByRole('button', { name: 'Accept and check out' }).click();

  // The cart line is the offer's: its price and its fixed quantity; the checkout charges exactly that.
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await addressStep(page, customer);
  await expect(page.getByRole('region', { name: 'Sold by Rangrez Block Prints' })).toContainText(product.name);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'How would you like to pay?' })).toBeVisible();
  await expect(page.getByText('Pay online: ₹14,400.00')).toBeVisible();
  await expect(page.getByText('Price of items (60)')).toBeVisible();
  await page.getByRole('radio', { name: 'Stripe' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  // The provider's hosted page (the built-in sandbox) asks for exactly the offer's total.
  await expect(page.getByText('Built-in sandbox: no money moves')).toBeVisible();
  await page.getByRole('button', { name: /^Pay .*14,?400/ }).click();
  await expect(page).toHaveURL(/\/order-status\?order_id=\d+$/, { timeout: 20_000 });
  await expect(page.getByText(/Your payment was received/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Order placed' })).toBeVisible();

  // The offer is now ordered: the enquiry's Offers tab says so, and it cannot be accepted again.
  await page.goto('/enquiries');
  await page
    .getByRole('listitem', { name: product.name })
    .getByRole('button', { name: `View details of ${product.name}` })
    .click();
  await page.getByRole('dialog', { name: product.name }).getByRole('tab', { name: 'Offers' }).click();
  await expect(page.getByRole('dialog', { name: product.name })).toContainText('Ordered');
  await expect(page.getByRole('button', { name: 'Accept and check out' })).toHaveCount(0);
});
