import { readFile } from 'node:fs/promises';
import { demoProduct, expectItemStatus, orderItem, placeOrder, signInToVendorConsole, vendorBrowser, vendorItem, type Purchase } from './support/orders';
import { expect, expectAccessible, test } from './support/test';

/**
 * After the purchase (issue #12): a shopper cancels an item paid online and sees its refund; a
 * vendor accepts and delivers an item in the vendor console and the shopper sees it move; a
 * shopper downloads the order's invoices. Each journey is a new customer's own order.
 */

test('a shopper cancels an item paid through Stripe on the order page and sees its refund there', async ({ page }) => {
  test.setTimeout(90_000);
  const product = 'Indigo Dabu Mulmul Saree';
  const orderId = await placeOrder(page, { name: 'Meera Iyer', label: 'cancel-refund' }, { product, vendor: 'Rangrez Block Prints', pay: 'Stripe' });

  await page.getByRole('link', { name: 'My orders' }).first().click();
  await page.getByRole('link', { name: `View details of order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/userprofile/order/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const { item } = orderItem(page, product);
  await expect(item.getByText('Received', { exact: true })).toBeVisible();
  const price = (await item.getByText(/^Qty: 1 · /).innerText()).replace(/^Qty: 1 · /, '');
  await expect(page.getByRole('region', { name: 'Refunds' })).toHaveCount(0);
  await expectAccessible(page, 'order details');

  await item.getByRole('button', { name: 'Cancel item' }).click();
  const sheet = page.getByRole('dialog', { name: 'Cancel this item?' });
  await expect(sheet).toContainText(product);
  await expect(sheet.getByText('No cancellation charge.')).toBeVisible();
  // The whole price comes back: the saree has no cancellation charge and was cancelled at once.
  await expect(sheet.getByText(`You get back: ${price}`)).toBeVisible();
  await sheet.getByLabel('Why are you cancelling?').fill('Ordered the wrong colour');
  await expectAccessible(page, 'cancel sheet');
  await sheet.getByRole('button', { name: 'Cancel item' }).click();

  await expect(sheet).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'The item is cancelled.' })).toBeVisible();
  await expectItemStatus(page, product, 'Cancelled');
  await expect(orderItem(page, product).history).toContainText('Ordered the wrong colour');
  await expect(item.getByRole('button', { name: 'Cancel item' })).toHaveCount(0);

  // The refund, of the price, back to the card through Stripe; the sandbox refunds cards at once.
  const refund = page.getByRole('region', { name: 'Refunds' }).getByRole('listitem').filter({ hasText: product });
  await expect(refund).toContainText('Cancelled · Stripe');
  await expect(refund).toContainText(price);
  await expect(refund).toContainText('Refunded');
  // And it is what the server keeps: the page after a reload says the same.
  await page.reload();
  await expect(refund).toContainText(price);
  await expect(refund).toContainText('Refunded');
  await expectAccessible(page, 'order details with a refund');
});

/**
 * A vendor user can be sent a code once a minute, so each run of this journey (a repeat with
 * --repeat-each, or a retry) signs in a different vendor, each selling to Bengaluru.
 */
const VENDOR_SALES: (Purchase & { slug: string; user: string })[] = [
  { vendor: 'Circuit Galli Gadgets & Repairs', slug: 'circuit-galli', user: 'Arjun Reddy', product: 'Coral Neckband Earphones', pay: 'Cash on delivery' },
  { vendor: 'Malabar Spice Estate', slug: 'malabar-spice-estate', user: 'Thomas Kurian', product: 'Tellicherry Black Pepper – 200 g', pay: 'Stripe' },
  { vendor: 'Rangrez Block Prints', slug: 'rangrez-block-prints', user: 'Farida Chhipa', product: 'Indigo Kota Doria Dupatta', pay: 'Stripe' },
];

test('a vendor accepts and delivers an item in the vendor console, and the shopper sees it move on the order page', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const sale = VENDOR_SALES[(testInfo.repeatEachIndex * (testInfo.project.retries + 1) + testInfo.retry) % VENDOR_SALES.length]!;
  const orderId = await placeOrder(page, { name: 'Nikhil Bose', label: 'vendor-moves' }, sale);
  await page.goto(`/userprofile/order/${orderId}`);
  await expect(page.getByRole('region', { name: `Sold by ${sale.vendor}` })).toBeVisible();
  await expect(orderItem(page, sale.product).item.getByText('Received', { exact: true })).toBeVisible();

  const vendor = await vendorBrowser(browser);
  const vendorPage = vendor.page;
  await signInToVendorConsole(vendorPage, sale.slug, sale.user);
  await expect(vendorPage.getByRole('heading', { level: 1, name: 'Vendor console' })).toBeVisible();
  await expect(vendorPage.getByText(sale.vendor, { exact: true })).toBeVisible();
  const card = vendorItem(vendorPage, sale.product, orderId);
  await expect(card).toContainText('New');
  await expect(card).toContainText('Nikhil Bose');
  await expectAccessible(vendorPage, 'vendor console');

  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(vendorPage.locator('[data-sonner-toast]').filter({ hasText: `${sale.product} is now: In progress.` })).toBeVisible();
  await expect(card).toContainText('In progress');
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await page.reload();
  await expectItemStatus(page, sale.product, 'In progress');
  await expect(orderItem(page, sale.product).history.getByRole('listitem').last()).toContainText('by the seller');

  await card.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(vendorPage.locator('[data-sonner-toast]').filter({ hasText: `${sale.product} is now: Delivered.` })).toBeVisible();
  await expect(card).toContainText('Delivered');
  await expect(card.getByRole('button')).toHaveCount(0);
  await vendor.close();

  await page.reload();
  await expectItemStatus(page, sale.product, 'Fulfilled');
  const { item, history } = orderItem(page, sale.product);
  await expect(history.getByRole('listitem')).toHaveText([/^Ordered/, /^In progress.*by the seller/, /^Fulfilled.*by the seller/]);
  // Delivered, it can no longer be cancelled, and can be reviewed.
  await expect(item.getByRole('button', { name: 'Cancel item' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Write a review' })).toBeVisible();
  await expectAccessible(page, 'order details after delivery');
});

test("a shopper downloads the order's invoice and one vendor's invoice as PDFs from the order page", async ({ page }) => {
  test.setTimeout(90_000);
  const product = 'Grey Braided USB-C Cable';
  const vendor = 'Circuit Galli Gadgets & Repairs';
  const { vendorId } = await demoProduct(product);
  const orderId = await placeOrder(page, { name: 'Tara Singh', label: 'invoice' }, { product, vendor, pay: 'Cash on delivery' });
  await page.goto(`/userprofile/order/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();

  const downloads = [
    { button: page.getByRole('button', { name: 'Download invoice', exact: true }), file: `invoice-${orderId}.pdf` },
    { button: page.getByRole('button', { name: `Download invoice from ${vendor}` }), file: `invoice-${orderId}-${vendorId}.pdf` },
  ];
  for (const { button, file } of downloads) {
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(file);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1'), file).toBe('%PDF-');
    await expect(button).toBeEnabled();
  }
});
