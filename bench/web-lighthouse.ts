/**
 * One Lighthouse run of bench:web: a fresh Chromium (chrome-launcher, a new profile each time, so
 * nothing is cached), Lighthouse's default mobile form factor and simulated throttling, the
 * performance category only. Local storage can be filled first (the guest cart).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';

export type Metrics = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  totalBytes: number;
  scriptBytes: number;
};

/** CHROME_PATH, else `chromium` found on PATH (Debian's package). */
export function chromePath(): string {
  const named = process.env.CHROME_PATH;
  if (named) return named;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, 'chromium');
    if (dir && existsSync(candidate)) return candidate;
  }
  throw new Error("No chromium on PATH: install Debian's chromium package or set CHROME_PATH to a Chrome or Chromium binary");
}

export function chromeVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return path;
  }
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;

export function metricsOf(lhr: Result): Metrics {
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? NaN,
  };
}

/** Fills the origin's local storage from a page of the same origin that loads no app code. */
async function fillLocalStorage(port: number, origin: string, items: Record<string, string>): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/health`);
    // Runs in the page; this project's bench code has no DOM types.
    type PageGlobal = { localStorage: { setItem(key: string, value: string): void } };
    await page.evaluate((entries: [string, string][]) => {
      for (const [key, value] of entries) (globalThis as unknown as PageGlobal).localStorage.setItem(key, value);
    }, Object.entries(items));
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

export async function runLighthouse(url: string, options: { chrome: string; localStorage?: Record<string, string> }): Promise<Result> {
  const chrome = await launch({ chromePath: options.chrome, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    if (options.localStorage) await fillLocalStorage(chrome.port, new URL(url).origin, options.localStorage);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Lighthouse clears the origin's storage (and the HTTP cache) before loading; the cart's lines
      // must survive. The profile is new, so the cache is empty either way.
      disableStorageReset: options.localStorage !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The run with the median performance score (ties: the median LCP), as Lighthouse advises for a few runs. */
export function medianRun<T extends { metrics: Metrics }>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.metrics.score - b.metrics.score || b.metrics.lcp - a.metrics.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
