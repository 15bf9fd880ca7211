import type { Page } from '@playwright/test';
import { nextCode, outboxSize, signUpOnPage, uniqueEmail } from './support/auth';
import { STORE_URLS } from './support/stores';
import { expect, expectAccessible, test } from './support/test';

/**
 * The shopping assistant (issue #15): its button for a signed-in customer of the demo store, on
 * every page but sign-in, sign-up and its own; none for a guest nor in the souk, whose assistant is
 * off; a question answered with product cards that open the right product page.
 */

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask AI' });

test('a guest gets no assistant, on the home page nor on sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
  await page.goto('/signin');
  await expect(page.getByLabel('Phone number or email')).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
});

test('a signed-in customer asks for shirts and a card opens that shirt’s page', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/signup');
  await signUpOnPage(page, 'Kavya Rao', uniqueEmail('assistant'));
  await expect(page.getByRole('button', { name: /Account menu for Kavya/ })).toBeVisible();

  await expect(launcher(page)).toBeVisible();
  await launcher(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your question').fill('shirts under 500 delivered to 560001');
  await dialog.getByLabel('Your question').press('Enter');
  const cards = dialog.locator('a[href*="/ProductDetails?PId="]');
  await expect(cards.first()).toBeVisible();
  await expect(dialog).toContainText('matching products in Shirts under ₹500.00 delivered to 560001');
  await expectAccessible(page, 'assistant dialog');

  const first = cards.first();
  const id = new URL((await first.getAttribute('href'))!, 'http://x').searchParams.get('PId');
  const name = (await first.locator('span[dir="auto"]').innerText()).trim();
  expect(name).toMatch(/Shirt/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/ProductDetails\\?PId=${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // Its own page has the conversation instead of the button.
  await page.goto('/ask-ai');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('shirts under 500 delivered to 560001').first()).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
  await expectAccessible(page, 'ask-ai page');
});

test('the souk, whose assistant is off, shows neither the button nor /ask-ai', async ({ page }) => {
  test.setTimeout(60_000);
  // The souk reads Arabic by default.
  await page.goto(`${STORE_URLS.souk}/signup`);
  const email = uniqueEmail('souk-assistant');
  await page.getByLabel('الاسم الكامل').fill('Layla Haddad');
  const seen = await outboxSize(email, STORE_URLS.souk);
  await page.getByLabel('رقم الهاتف أو البريد الإلكتروني').fill(email);
  await page.getByRole('button', { name: 'إرسال الرمز' }).click();
  await page.getByLabel('رمز التحقق المكوّن من 6 أرقام').fill(await nextCode(email, seen, STORE_URLS.souk));
  await page.getByRole('button', { name: 'إنشاء حساب' }).click();
  await expect(page.getByRole('button', { name: 'قائمة حساب Layla Haddad' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'اسأل الذكاء الاصطناعي' })).toHaveCount(0);
  await page.goto(`${STORE_URLS.souk}/ask-ai`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'اسأل الذكاء الاصطناعي' })).toHaveCount(0);
});
