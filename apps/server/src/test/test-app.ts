import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import type { Database } from '../db/client';
import { LocalFileStorage } from '../modules/files';
import { buildKeyRing, newKeyMaterial, type KeyRing } from '../modules/identity';
import { OutboxNotifier } from '../modules/notifier';
import { cloneTestDatabase } from './test-db';

export type TestApp = Awaited<ReturnType<typeof buildApp>> & { database: Database; storage: LocalFileStorage; keys: KeyRing };

let templateBlob: Blob | undefined;
let sharedKeys: Promise<KeyRing> | undefined;

/** One key ring per test file, as a server process has one from its key file. */
export const testKeys = () => (sharedKeys ??= newKeyMaterial().then(buildKeyRing));

/** The real application on a fresh clone of the seeded template database. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const templatePath = inject('pgliteTemplate');
  if (templatePath && !templateBlob) templateBlob = new Blob([readFileSync(templatePath)]);
  const database = await cloneTestDatabase(templateBlob);
  // The seed's generated files (logos) live beside the template; tests read them from there.
  const storage = new LocalFileStorage(inject('seedFilesDir'));
  const keys = overrides.keys ?? (await testKeys());
  const app = await buildApp({
    db: database.db,
    storage,
    keys,
    notifier: new OutboxNotifier(database.db),
    demoMode: true,
    storeRealm: 'demo',
    webDist: join(tmpdir(), 'bazaar-no-web-build'),
    ...overrides,
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
  return Object.assign(app, { database, storage, keys });
}

/** Reads an envelope from an injected response. */
export const body = <T = unknown>(res: { body: string }) => JSON.parse(res.body) as { response_code: number; response_message: string; response_body: T };
