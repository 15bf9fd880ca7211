import { expect, type Page } from '@playwright/test';
import { STORE_URLS } from './stores';

let counter = 0;
/** A unique email per call, so journeys never share an account or a rate limit; lower case, as the server keeps emails. */
export const uniqueEmail = (label: string) => `${label.toLowerCase()}-${Date.now().toString(36)}-${counter++}@example.com`;

async function outbox(to: string, base: string): Promise<{ body: string }[]> {
  const res = await fetch(`${base}/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()).response_body.messages;
}

/** Waits for a new code to reach the recipient (the demo outbox stands in for SMS and email). */
export async function nextCode(to: string, seen: number, base: string = STORE_URLS.demo): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const messages = await outbox(to, base);
      code = messages.length > seen ? (messages.at(-1)!.body.match(/\b(\d{6})\b/)?.[1] ?? '') : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

export const outboxSize = async (to: string, base: string = STORE_URLS.demo) => (await outbox(to, base)).length;

/** Requests a code on the page that is open (sign-in or sign-up) and types it in. */
export async function enterCode(page: Page, identifier: string) {
  const seen = await outboxSize(identifier);
  await page.getByLabel('Phone number or email').fill(identifier);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await nextCode(identifier, seen));
}

export async function signUpOnPage(page: Page, name: string, email: string) {
  await page.getByLabel('Full name').fill(name);
  await enterCode(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signInOnPage(page: Page, email: string) {
  await enterCode(page, email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
