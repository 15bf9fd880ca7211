import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: Object.fromEntries(
      ['/pbs', '/ums', '/cfs', '/translations', '/files', '/dev', '/docs'].map((p) => [p, apiTarget]),
    ),
  },
});
