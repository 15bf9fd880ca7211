// Mutation testing of the web's price, date and guest-cart code (npm run test:mutation:web), in jsdom
// with only those files' tests; surviving mutants are killed or written down in docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation-web.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'apps/web/src/lib/format/price-format.ts',
    'apps/web/src/lib/format/date-format.ts',
    'apps/web/src/lib/cart/guest-cart.ts',
    'apps/web/src/lib/cart/local-list.ts',
  ],
  // The web tests need the web app, the contracts and the translations the test setup reads.
  ignorePatterns: ['apps/server', 'e2e', 'bench', 'test-results', 'playwright-report', 'reports', 'data', 'apps/web/dist'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation-web.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
