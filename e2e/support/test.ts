import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey imports `test` from here: it fails on any uncaught page error, any console error,
 * and any 5xx answer, whether or not the journey's own assertions noticed (issue #17).
 *
 * Chromium logs each 4xx answer as a console error ("Failed to load resource"); those are the
 * server refusing something the page then handles (a wrong code, a slot taken), so they are not
 * failures by themselves. A journey that expects another error names it with `allowErrors`.
 */
type Guard = { allowErrors: (pattern: RegExp) => void };

const HANDLED_4XX = /^Failed to load resource: the server responded with a status of 4\d\d/;

let journeys = 0;

export const test = base.extend<{ pageErrors: Guard }>({
  // Each journey is a shopper of its own address (the servers trust one proxy hop): sign-up codes
  // are limited per address, and a suite of journeys from one address would run into that limit.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    journeys += 1;
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': `10.${testInfo.workerIndex % 250}.${Math.floor(journeys / 250) % 250}.${journeys % 250}` });
  },
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error' || HANDLED_4XX.test(message.text())) return;
        problems.push(`console error: ${message.text()} (${message.location().url})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 500) problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
      });
      await use({ allowErrors: (pattern) => allowed.push(pattern) });
      const unexpected = problems.filter((p) => !allowed.some((a) => a.test(p)));
      // A journey that failed already says why; one that passed must also have run clean.
      if (testInfo.status === 'passed') expect(unexpected, 'errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, naming the
 * rule and the elements, so a journey checks every page it opens for accessibility.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // A toast fading in or out is faint on purpose: axe would read it as low-contrast text. Toasts
  // are checked once fully shown; one on its way out is left out.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
        (toast) => toast.getAttribute('data-removed') === 'true' || getComputedStyle(toast).opacity === '1',
      ),
    undefined,
    { timeout: 3_000 },
  );
  const results = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast][data-removed="true"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${label}`).toEqual([]);
}
