import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace: server tests run in Node against a real database,
// web tests in jsdom. The server project clones a migrated template database per file.
export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than the cores, is a single worker on a 2-core machine: the
    // PGlite run took 982 s with it and 615 s with two, the PostgreSQL run 447 s and 374 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        resolve: { conditions: ['module', 'browser', 'development'], mainFields: ['module', 'browser', 'main'] },
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          alias: { '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js' },
          server: { deps: { inline: true } },
        },
      },
    ],
  },
});
