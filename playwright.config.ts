import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: nothing is downloaded at test time.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Each store the journeys visit runs as its own server process on a fresh embedded database. */
export const STORES = { demo: 3101, souk: 3102, atelier: 3103 } as const;

/** The Node that runs those servers: E2E_NODE (scripts/e2e.mjs sets it for each half of the journeys), else `node`. */
const serverNode = process.env.E2E_NODE ?? 'node';

export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${STORES.demo}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: Object.entries(STORES).map(([realm, port]) => ({
    command: `${JSON.stringify(serverNode)} e2e/support/start-server.mjs ${realm} ${port}`,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: false,
    // Three servers migrate and seed a fresh embedded database each at once: on a busy 2-core machine over a minute.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
