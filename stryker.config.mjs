// Mutation testing of the limit, identity, cart, checkout and payment code (npm run test:mutation): every surviving mutant is
// either killed by a new test or written down as equivalent in docs/testing.md.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'apps/server/src/lib/rate-limit.ts',
    'apps/server/src/lib/redis-rate-limit.ts',
    'apps/server/src/modules/identity/otp.service.ts',
    'apps/server/src/modules/identity/session.service.ts',
    'apps/server/src/modules/identity/key-material.ts',
    'apps/server/src/plugins/store-cache.ts',
    'apps/server/src/modules/account/contact-change.service.ts',
    'apps/server/src/modules/cart/cart.service.ts',
    'apps/server/src/modules/delivery/slot.service.ts',
    'apps/server/src/modules/checkout/checkout-pricing.ts',
    'apps/server/src/modules/checkout/place-order.ts',
    'apps/server/src/modules/catalogue/stock.ts',
    'apps/server/src/modules/orders/coupons.ts',
    'apps/server/src/modules/orders/settle-payment.ts',
    'apps/server/src/modules/payments/aps-signature.ts',
    'apps/server/src/modules/payments/cashfree-signature.ts',
    'packages/contracts/src/checkout-rules.ts',
  ],
  // Only the server and contracts are needed in the sandbox.
  ignorePatterns: ['apps/web', 'e2e', 'test-results', 'playwright-report', 'reports', 'data', 'bench'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
