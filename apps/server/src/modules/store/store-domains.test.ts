import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDomains } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStoreResolver, DOMAIN_CACHE_SECONDS } from './store-domains';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('store domains', () => {
  it('the demo maps demo.localhost, souk.localhost and atelier.localhost to their stores', async () => {
    const resolve = createStoreResolver(app.database.db, 'no-such-store');
    expect(await resolve('demo.localhost')).toEqual({ realm: 'demo', id: 12, open: true });
    expect(await resolve('souk.localhost')).toEqual({ realm: 'souk', id: 13, open: true });
    expect(await resolve('Atelier.Localhost.')).toEqual({ realm: 'atelier', id: 14, open: false });
    expect(await resolve('localhost')).toBeUndefined();
  });

  it('answers the fallback store, with its id, for a host that names none', async () => {
    const resolve = createStoreResolver(app.database.db, 'souk');
    expect(await resolve('localhost')).toEqual({ realm: 'souk', id: 13, open: true });
    expect(await resolve('demo.localhost')).toEqual({ realm: 'demo', id: 12, open: true });
  });

  it('sees a new domain once its minute in the cache is over', async () => {
    let clock = 0;
    const resolve = createStoreResolver(app.database.db, 'no-such-store', () => clock);
    expect(await resolve('bazaar-souk.example.com')).toBeUndefined();
    await app.database.db.insert(storeDomains).values({ host: 'bazaar-souk.example.com', storeId: 13 });
    clock = DOMAIN_CACHE_SECONDS * 1000 - 1;
    expect(await resolve('bazaar-souk.example.com')).toBeUndefined();
    clock = DOMAIN_CACHE_SECONDS * 1000;
    expect(await resolve('bazaar-souk.example.com')).toEqual({ realm: 'souk', id: 13, open: true });
  });
});
