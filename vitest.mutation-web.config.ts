import { defineConfig } from 'vitest/config';

// The web's price, date and guest-cart tests, for mutation testing (npm run test:mutation:web):
// only the tests of the mutated files, in jsdom as in the web project of vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      {
        extends: 'apps/web/vite.config.ts',
        plugins: [
          {
            // Stryker asks for worker threads, where setting process.env.TZ does not change the zone
            // Date uses, so the date tests that switch zones would fail; child processes honour it.
            // Set here because Stryker's own pool option overrides any pool in the config.
            name: 'mutation-tests-in-child-processes',
            configureVitest({ project }) {
              project.config.pool = 'forks';
            },
          },
        ],
        test: {
          name: 'web-mutation',
          root: 'apps/web',
          include: [
            'src/lib/format/price-format.test.ts',
            'src/lib/format/date-format.test.ts',
            'src/lib/cart/guest-cart.test.ts',
            'src/lib/cart/local-list.test.ts',
          ],
          environment: 'jsdom',
          // Not src/test/setup.ts: these tests render nothing, and its React, i18n and translation
          // loading doubled the time of each mutant. They clear the storage they use themselves.
          setupFiles: [],
        },
      },
    ],
  },
});
