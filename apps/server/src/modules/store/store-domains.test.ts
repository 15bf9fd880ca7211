import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDomains } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDomainResolver, DOMAIN_CACHE_SECONDS } from './store-domains';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('store domains', () => {
  it('the demo maps demo.localhost, souk.localhost and atelier.localhost to their stores', async () => {
    const resolve = createDomainResolver(app.database.db);
    expect(await resolve('demo.localhost')).toBe('demo');
    expect(await resolve('souk.localhost')).toBe('souk');
    expect(await resolve('Atelier.Localhost.')).toBe('atelier');
    expect(await resolve('localhost')).toBeUndefined();
  });

  it('sees a new domain once its minute in the cache is over', async () => {
    let clock = 0;
    const resolve = createDomainResolver(app.database.db, () => clock);
    expect(await resolve('bazaar-souk.example.com')).toBeUndefined();
    await app.database.db.insert(storeDomains).values({ host: 'bazaar-souk.example.com', storeId: 13 });
    clock = DOMAIN_CACHE_SECONDS * 1000 - 1;
    expect(await resolve('bazaar-souk.example.com')).toBeUndefined();
    clock = DOMAIN_CACHE_SECONDS * 1000;
    expect(await resolve('bazaar-souk.example.com')).toBe('souk');
  });
});
