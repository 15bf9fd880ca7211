import { defineConfig } from 'vitest/config';

// The tests that guard the limit, identity, cart, slot, checkout, payment and order money code, for mutation testing (npm run test:mutation).
export default defineConfig({
  test: {
    include: [
      'apps/server/src/lib/rate-limit.test.ts',
      'apps/server/src/modules/identity/*.test.ts',
      'apps/server/src/plugins/store-cache.test.ts',
      'apps/server/src/modules/account/contact-change.test.ts',
      'apps/server/src/modules/account/profile.test.ts',
      'apps/server/src/modules/cart/*.test.ts',
      'apps/server/src/modules/delivery/slot*.test.ts',
      'apps/server/src/workflows/workflow.test.ts',
      'apps/server/src/modules/catalogue/stock.test.ts',
      'apps/server/src/modules/checkout/*.test.ts',
      'apps/server/src/modules/enquiries/offer*.test.ts',
      'apps/server/src/modules/orders/*.test.ts',
      'apps/server/src/modules/payments/*-signature.test.ts',
      'apps/server/src/modules/payments/gateway-refunds.test.ts',
      'packages/contracts/src/checkout-rules.test.ts',
    ],
    environment: 'node',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
