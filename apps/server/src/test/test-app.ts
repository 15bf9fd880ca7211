import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../app';
import type { Database } from '../db/client';
import { LocalFileStorage } from '../modules/files';
import { buildKeyRing, newKeyMaterial, type KeyRing } from '../modules/identity';
import { OutboxNotifier } from '../modules/notifier';
import { setUpPayments, type PaymentGateways, type PaymentSettings } from '../modules/payments';
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
    // A port nobody listens on: an app that does not listen cannot reach its own sandbox, and must
    // not reach a server running on this machine (createListeningTestApp for payments).
    payments: { sandboxUrl: () => 'http://127.0.0.1:1' },
    changes: database.watch,
    validateResponses: true,
    ...overrides,
  });
  app.addHook('onClose', async () => {
    await database.close();
  });
  return Object.assign(app, { database, storage, keys });
}

/** Reads an envelope from an injected response. */
export const body = <T = unknown>(res: { body: string }) => JSON.parse(res.body) as { response_code: number; response_message: string; response_body: T };

export type ListeningTestApp = TestApp & { baseUrl: string; paymentSettings: PaymentSettings; gateways: PaymentGateways };

/**
 * The app listening on a free local port, for the payment tests: the gateways (the Stripe SDK,
 * Cashfree's and APS's HTTP calls) reach the built-in sandbox over real HTTP at that port, as
 * PAYMENT_SANDBOX_URL makes them in a running server. `paymentSettings` may be changed while it
 * runs (sandboxWebhooks); `gateways` are built from the same settings and keys as the app's.
 */
export async function createListeningTestApp(payments: Partial<PaymentSettings> = {}): Promise<ListeningTestApp> {
  let baseUrl = '';
  const paymentSettings: PaymentSettings = { sandboxUrl: () => baseUrl, ...payments };
  const app = await createTestApp({ payments: paymentSettings });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return Object.assign(app, { baseUrl, paymentSettings, gateways: setUpPayments(paymentSettings, app.keys.hashSecret).gateways });
}
