// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of the
// built web app, once at build time, so the server sends them as they are (@fastify/static's
// preCompressed) instead of compressing each response. A copy that would not be smaller is not
// written. index.html is left out: the server writes the store into it per request and
// compresses it then (apps/server/src/plugins/web-app.ts); so is .vite/, which is not served.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|html|json|map|txt|xml|webmanifest)$/;
// Usage: node scripts/compress-assets.mjs [dist folder] [--quiet]; --quiet (npm start) prints nothing.
const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const dist = args.find((arg) => !arg.startsWith('--')) ?? join(import.meta.dirname, '../apps/web/dist');

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== '.vite') yield* files(path);
    else if (entry.isFile() && TEXT.test(entry.name) && relative(dist, path) !== 'index.html') yield path;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const path of files(dist)) {
  const data = readFileSync(path);
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gzip = gzipSync(data, { level: 9 });
  if (brotli.length < data.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < data.length) writeFileSync(`${path}.gz`, gzip);
  raw += statSync(path).size;
  br += Math.min(brotli.length, data.length);
  count += 1;
}
if (!quiet)
  console.log(`Compressed ${count} files of the web app: ${(raw / 1024).toFixed(0)} KB, ${(br / 1024).toFixed(0)} KB as brotli (.br and .gz beside each).`);
