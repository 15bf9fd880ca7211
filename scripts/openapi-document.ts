/**
 * Writes the OpenAPI document the server serves at /docs/json to a file (default
 * reports/openapi.json), for `redocly lint` in `npm run lint`. The app is built as a server
 * builds it, on an empty in-memory database: building asks the database nothing, and the
 * document comes from the routes' contracts alone. No port is opened.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openPglite } from '../apps/server/src/db/client';
import { LocalFileStorage } from '../apps/server/src/modules/files';
import { buildKeyRing, newKeyMaterial } from '../apps/server/src/modules/identity';
import { OutboxNotifier } from '../apps/server/src/modules/notifier';

const out = resolve(process.argv[2] ?? 'reports/openapi.json');
const database = await openPglite();
const app = await buildApp({
  db: database.db,
  storage: new LocalFileStorage(join(tmpdir(), 'bazaar-openapi-files')),
  keys: await buildKeyRing(await newKeyMaterial()),
  notifier: new OutboxNotifier(database.db),
  // As a server with the default settings (DEMO_MODE on), so the demo outbox is described too.
  demoMode: true,
  storeRealm: 'demo',
  webDist: join(tmpdir(), 'bazaar-no-web-build'),
});
try {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/docs/json answered ${res.statusCode}: ${res.body}`);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(JSON.parse(res.body), null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
}
