// Creates an empty PGlite database cluster in the directory named by the first argument, then exits.
// PGlite's initdb holds on to about half a gigabyte of WebAssembly memory it never gives back, so
// the server runs it in this short-lived process (db/client.ts) and opens the finished cluster
// itself at a third of that. Plain JavaScript: it runs without the TypeScript loader.
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('Usage: node pglite-initdb.mjs <data directory>');
  process.exit(2);
}
const settings = JSON.parse(process.argv[3] ?? '[]');
const db = await PGlite.create({ dataDir, postgresqlconf: settings });
await db.close();
