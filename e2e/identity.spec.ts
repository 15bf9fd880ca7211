import { expect, expectAccessible, test } from './support/test';
import { signInOnPage, signUpOnPage, uniqueEmail } from './support/auth';

test('a shopper signs up with a code, signs out, signs in and is sent back to the page that asked', async ({ page }) => {
  const email = uniqueEmail('journey');

  await page.goto('/preferences?from=e2e');
  await expect(page).toHaveURL(/\/signin$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expectAccessible(page, 'sign-up');
  await signUpOnPage(page, 'Kavya Menon', email);
  await expect(page).toHaveURL(/\/preferences\?from=e2e$/);
  await expect(page.getByRole('heading', { name: 'Preferences', level: 1 })).toBeVisible();
  await expectAccessible(page, 'preferences');

  // Tokens are cookies with the spec's attributes.
  const cookies = await page.context().cookies();
  for (const name of ['access_token', 'refresh_token', 'id_token']) {
    expect(
      cookies.find((c) => c.name === name),
      name,
    ).toMatchObject({ sameSite: 'Strict', path: '/' });
  }

  await page.getByRole('button', { name: /Account menu for Kavya/ }).click();
  await page
    .getByRole('menuitem', { name: 'Sign out' })
    .or(page.getByRole('button', { name: 'Sign out' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await page.context().cookies()).filter((c) => c.name.endsWith('_token'))).toEqual([]);

  await page.goto('/userDetails');
  await expect(page).toHaveURL(/\/signin$/);
  await signInOnPage(page, email);
  await expect(page).toHaveURL(/\/userDetails$/);
  await expect(page.getByText(email).first()).toBeVisible();
  await expectAccessible(page, 'account details');
});

test('a session revoked from another browser lands on / at its next call', async ({ page, browser }) => {
  // Two browsers, a sign-up and a sign-in with codes: twice a one-page journey's time.
  test.setTimeout(60_000);
  const email = uniqueEmail('revoke');
  await page.goto('/signup');
  await signUpOnPage(page, 'Arjun Pillai', email);
  await expect(page).toHaveURL(/\/$/);

  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/signin');
  await signInOnPage(phone, email);
  await expect(phone).toHaveURL(/\/$/);
  await phone.goto('/myProfile');
  await expect(phone.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(phone.getByRole('img', { name: 'Arjun Pillai' })).toBeVisible();

  await page.goto('/activeSessions');
  await expect(page.getByText('This device')).toBeVisible();
  await expectAccessible(page, 'active sessions');
  await page.getByRole('button', { name: /^Sign out of (?!all other devices)/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('The device was signed out.')).toBeVisible();

  await phone.reload();
  await expect(phone).toHaveURL(/\/$/);
  await expect(phone.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await other.close();
});

test('a shopper adds an address, with the pincode checked, and edits it', async ({ page }) => {
  await page.goto('/signup');
  await signUpOnPage(page, 'Farah Khan', uniqueEmail('address'));
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/customerAddress');
  await page.getByRole('button', { name: 'Add address' }).first().click();
  const sheet = page.getByRole('dialog');
  await expectAccessible(page, 'address form');
  await sheet.getByLabel('Full name').fill('Farah Khan');
  await sheet.getByLabel('Mobile number').fill('9812345678');
  await sheet.getByLabel('House number and street').fill('22 Park Street');
  await sheet.getByLabel('City').fill('Kolkata');
  await sheet.getByLabel('State').fill('West Bengal');
  await sheet.getByLabel('PIN code').fill('0123');
  await sheet.getByRole('button', { name: 'Save address' }).click();
  await expect(sheet.getByText('Enter a valid 6-digit PIN code.')).toBeVisible();
  await expect(sheet).toBeVisible();

  await sheet.getByLabel('PIN code').fill('700016');
  await sheet.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('The address was added.')).toBeVisible();
  await expect(page.getByText('Kolkata, West Bengal 700016')).toBeVisible();
  await expect(page.getByText('Default', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).first().click();
  await page.getByRole('dialog').getByLabel('City').fill('Howrah');
  await page.getByRole('dialog').getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('The address was updated.')).toBeVisible();
  await expect(page.getByText('Howrah, West Bengal 700016')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Howrah, West Bengal 700016')).toBeVisible();
  await expectAccessible(page, 'address book');
});
