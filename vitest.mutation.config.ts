import { defineConfig } from 'vitest/config';

// The server tests that guard limit and identity code, for mutation testing (npm run test:mutation).
export default defineConfig({
  test: {
    include: [
      'apps/server/src/lib/rate-limit.test.ts',
      'apps/server/src/modules/identity/*.test.ts',
      'apps/server/src/modules/account/contact-change.test.ts',
      'apps/server/src/modules/account/profile.test.ts',
    ],
    environment: 'node',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
