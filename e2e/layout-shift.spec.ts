import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Issue #10: pages must not move as their data arrives (cumulative layout shift under 0.05, the
 * "good" mark of Core Web Vitals). A stability measurement, not a timing: the answers are held back
 * a little, each kind by its own amount, so every skeleton is on screen before its content
 * replaces it and a skeleton of the wrong size shows as a shift.
 */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

const HELD_BACK: [RegExp, number][] = [
  [/\/store-images/, 300],
  [/\/products\/\d+\/reviews/, 900],
  [/\/products\/\d+(\?|$)/, 300],
  [/\/products(\?|$)/, 400],
  [/\/deals/, 400],
  [/\/categories/, 700],
  [/\/vendors/, 1000],
  [/\/recommendations/, 1300],
];

/** Records layout shifts from the first paint on: each with the elements that moved. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const node = s.node as Element | null | undefined;
          return node?.tagName ? `${node.tagName.toLowerCase()}.${String(node.className).split(' ').slice(0, 3).join('.')}` : String(node?.nodeName);
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(/\/pbs\/rest\/v3\//, async (route) => {
    const delay = HELD_BACK.find(([pattern]) => pattern.test(route.request().url()))?.[1];
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    await route.continue();
  });
}

/** Once everything has loaded and the pictures in view are drawn: the sum of the shifts. */
async function layoutShift(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        // In view: a lazy picture out of view (below, or further along a sideways row) waits.
        const box = img.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
      })
      .every((img) => img.complete),
  );
  // Two frames, so a shift caused by the last change is reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

test.describe('on a phone, nothing moves as a page loads', () => {
  test('home', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const section of ["Today's deals", 'Popular picks']) {
      await expect(page.getByRole('region', { name: section }).getByRole('article').first()).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Shop by category' }).getByRole('link').nth(1)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shop by vendor' }).getByRole('link').first()).toBeVisible();
    const cls = await layoutShift(page);
    expect(cls.total, JSON.stringify(cls.shifts)).toBeLessThan(0.05);
  });

  test('product listing', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto('/productListing');
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('article')).toHaveCount(10);
    await expect(page.getByText(/\d+ products/)).toBeVisible();
    const cls = await layoutShift(page);
    expect(cls.total, JSON.stringify(cls.shifts)).toBeLessThan(0.05);
  });

  test('product page', async ({ page, request }) => {
    const list = await request.get('/pbs/rest/v3/products?page-limit=1', { headers: { 'realm-name': 'demo' } });
    const id = ((await list.json()) as { response_body: { products: { product_id: number }[] } }).response_body.products[0]!.product_id;
    await watchLayoutShifts(page);
    await page.goto(`/ProductDetails?PId=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ratings and reviews' })).toBeVisible();
    const cls = await layoutShift(page);
    expect(cls.total, JSON.stringify(cls.shifts)).toBeLessThan(0.05);
    // Related products, far below on a phone, render only as the shopper scrolls towards them.
    const related = page.getByRole('region', { name: 'You may also like' });
    await expect(related).toHaveCount(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(related.getByRole('article').first()).toBeVisible();
  });
});
