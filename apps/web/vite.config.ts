import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { routeModules } from './src/app/page-modules.ts';
import { routeTable } from './src/app/route-table.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

/**
 * Writes .vite/routes.json beside the manifest: every client route with its page's module. The
 * per-route budget (scripts/bundle-size.mjs) and the server's preloads of index.html
 * (apps/server/src/plugins/web-app-preloads.ts) find each route's chunks with it.
 */
const routeMap = (): Plugin => ({
  name: 'bazaar-route-map',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: '.vite/routes.json', source: `${JSON.stringify(routeModules(routeTable({ askAi: true })), null, 2)}\n` });
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), routeMap()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'react-dom/client': 'preact/compat/client',
      'react-dom/test-utils': 'preact/test-utils',
      'react-dom': 'preact/compat',
      'react/jsx-runtime': 'preact/jsx-runtime',
      'react/jsx-dev-runtime': 'preact/jsx-runtime',
      react: 'preact/compat',
      // react-i18next still imports the pre-React-18 shim; React 19's own hook is the same thing.
      'use-sync-external-store/shim': fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // react-router reads React 19's useOptimistic when there is one and does without it under
      // preact/compat; the bundler's warning about the missing export is about that, not a fault.
      onwarn(warning, warn) {
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/pbs', '/ums', '/cfs', '/translations', '/files', '/dev', '/docs'].map((p) => [p, apiTarget])),
  },
});
