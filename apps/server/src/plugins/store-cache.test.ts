import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed } from '../db/client';
import { storeCurrencies, stores } from '../db/schema';
import { createCategory, createVendor } from '../test/catalogue-factory';
import { body, createTestApp, type TestApp } from '../test/test-app';
import { testDriver } from '../test/test-db';
import { forStore, StoreCache } from './store-cache';
import { findStoreByRealm } from './store-context';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const storeName = async (realm: string) => {
  const res = await app.inject({ url: `/ums/rest/v3/validate-store?store-realmname=${realm}` });
  return body<{ store_display_name: string }>(res).response_body.store_display_name;
};
/** Runs a change to stores and waits until this process has heard of it (at once on PGlite). */
const changeStores = async <T>(change: () => Promise<T>): Promise<T> => {
  const heard = app.stores.next('changed');
  const result = await change();
  await heard;
  return result;
};

describe(`the store row cache (${testDriver()})`, () => {
  it('keeps the row between requests: a change nobody announces is not seen', async () => {
    expect(app.stores.caching).toBe(true);
    expect(await storeName('souk')).toBe('سوق الواحة');
    await app.database.db.execute(sql`ALTER TABLE stores DISABLE TRIGGER stores_changed`);
    try {
      await app.database.db.update(stores).set({ displayName: 'Unannounced' }).where(eq(stores.realmName, 'souk'));
      expect(await storeName('souk')).toBe('سوق الواحة');
    } finally {
      await app.database.db.execute(sql`ALTER TABLE stores ENABLE TRIGGER stores_changed`);
    }
    await changeStores(() => app.database.db.update(stores).set({ displayName: 'سوق الواحة' }).where(eq(stores.realmName, 'souk')));
    expect(await storeName('souk')).toBe('سوق الواحة');
  });

  it('sees a settings change on the next request', async () => {
    expect(await storeName('demo')).toBe('Chowk Bazaar');
    await changeStores(() => app.database.db.update(stores).set({ displayName: 'Chowk Bazaar Sale' }).where(eq(stores.realmName, 'demo')));
    expect(await storeName('demo')).toBe('Chowk Bazaar Sale');
    await changeStores(() => app.database.db.update(stores).set({ displayName: 'Chowk Bazaar' }).where(eq(stores.realmName, 'demo')));
    expect(await storeName('demo')).toBe('Chowk Bazaar');
  });

  it("sees a change to the store's currency (its minor units) on the next request", async () => {
    const price = async () => {
      const res = await app.inject({ url: '/pbs/rest/v3/products?page-limit=1', headers: { 'realm-name': 'demo' } });
      return body<{ products: { product_price: number }[] }>(res).response_body.products[0]!.product_price;
    };
    const before = await price();
    const [store] = await app.database.db.select({ id: stores.id }).from(stores).where(eq(stores.realmName, 'demo'));
    const currency = eq(storeCurrencies.storeId, store!.id);
    const [row] = await app.database.db.select({ n: storeCurrencies.numberToBasic }).from(storeCurrencies).where(currency).limit(1);
    await changeStores(() =>
      app.database.db
        .update(storeCurrencies)
        .set({ numberToBasic: row!.n * 10 })
        .where(currency),
    );
    expect(await price()).toBeCloseTo(before / 10, 5);
    await changeStores(() => app.database.db.update(storeCurrencies).set({ numberToBasic: row!.n }).where(currency));
    expect(await price()).toBe(before);
  });

  it("drops what is kept beside the row (a store's category links and vendor ids) with it", async () => {
    const list = (query: string) => app.inject({ url: `/pbs/rest/v3/products?${query}`, headers: { 'realm-name': 'demo' } });
    const [store] = await app.database.db.select({ id: stores.id }).from(stores).where(eq(stores.realmName, 'demo'));
    expect((await list('category-id=1')).statusCode).toBe(200);
    const category = await changeStores(() => createCategory(app.database.db, store!.id, { name: 'Opened today' }));
    expect((await list(`category-id=${category.id}`)).statusCode).toBe(200);
    const vendor = await changeStores(() => createVendor(app.database.db, store!.id, { name: 'New stall' }));
    expect((await list(`vendor-id=${vendor.id}`)).statusCode).toBe(200);
  });

  it('does not keep an unknown realm, so a store created later is found', async () => {
    const missing = await app.inject({ url: '/ums/rest/v3/validate-store?store-realmname=bazaar_later' });
    expect(missing.statusCode).toBe(404);
    await changeStores(() => app.database.db.insert(stores).values({ id: 990_001, realmName: 'bazaar_later', name: 'later', displayName: 'Opened Later' }));
    expect(await storeName('bazaar_later')).toBe('Opened Later');
  });
});

describe.runIf(testDriver() === 'postgres')('the store row cache when its listening connection breaks (postgres)', () => {
  it('stops caching at once, reads the database meanwhile, and caches again once listening', async () => {
    const down = app.stores.next('down');
    const live = app.stores.next('live');
    await app.database.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`);
    await down;
    expect(app.stores.caching).toBe(false);
    await app.database.db.update(stores).set({ displayName: 'Renamed while nobody listened' }).where(eq(stores.realmName, 'souk'));
    expect(await storeName('souk')).toBe('Renamed while nobody listened');
    await live;
    expect(app.stores.caching).toBe(true);
    await changeStores(() => app.database.db.update(stores).set({ displayName: 'سوق الواحة' }).where(eq(stores.realmName, 'souk')));
    expect(await storeName('souk')).toBe('سوق الواحة');
  });
});

describe('the store row cache without a live change feed', () => {
  /** A feed the test drives by hand: `live` and `changed` as the database would call them. */
  const manualFeed = () => {
    const handlers: { current?: Parameters<ChangeFeed>[1] } = {};
    const feed: ChangeFeed = async (_channel, h) => {
      handlers.current = h;
      h.live(true);
      return async () => undefined;
    };
    return { feed, handlers };
  };

  it('reads the database on every call while the feed is down, and caches again once it is back', async () => {
    const cache = new StoreCache(app.database.db);
    const { feed, handlers } = manualFeed();
    await cache.watch(feed);
    const rename = (displayName: string) => app.database.db.execute(sql`UPDATE stores SET display_name = ${displayName} WHERE realm_name = 'atelier'`);
    const name = async () => (await cache.find('atelier'))!.displayName;

    const original = await name();
    handlers.current!.live(false);
    expect(cache.caching).toBe(false);
    await rename('Atelier (renamed while unheard)');
    expect(await name()).toBe('Atelier (renamed while unheard)');

    handlers.current!.live(true);
    expect(await name()).toBe('Atelier (renamed while unheard)');
    await rename(original);
    // No notification reached this hand-driven cache: it still holds its copy…
    expect(await name()).toBe('Atelier (renamed while unheard)');
    // …until a change is announced.
    handlers.current!.changed();
    expect(await name()).toBe(original);
    await cache.close();
  });

  /** A cache on a hand-driven feed (nothing announced) and a rename nobody announces. */
  const quietCache = async (maxStores?: number) => {
    const cache = new StoreCache(app.database.db, maxStores);
    const { feed, handlers } = manualFeed();
    await cache.watch(feed);
    return { cache, handlers };
  };
  const renameQuietly = (realm: string, displayName: string) =>
    app.database.db.execute(sql`UPDATE stores SET display_name = ${displayName} WHERE realm_name = ${realm}`);

  it('keeps at most maxStores realms, then starts again', async () => {
    const { cache } = await quietCache(2);
    const original = (await cache.find('demo'))!.displayName;
    await cache.find('souk');
    await renameQuietly('demo', 'Renamed unannounced');
    try {
      // Two kept: demo is still the cached copy.
      expect((await cache.find('demo'))!.displayName).toBe(original);
      // A third realm starts the cache again: demo is read afresh.
      await cache.find('atelier');
      expect((await cache.find('demo'))!.displayName).toBe('Renamed unannounced');
    } finally {
      await renameQuietly('demo', original);
    }
  });

  it('does not keep a miss: a store created unannounced is found on the next call', async () => {
    const { cache } = await quietCache();
    expect(await cache.find('bazaar_unannounced')).toBeUndefined();
    await app.database.db.execute(sql`ALTER TABLE stores DISABLE TRIGGER stores_changed`);
    try {
      await app.database.db.insert(stores).values({ id: 990_002, realmName: 'bazaar_unannounced', name: 'unannounced', displayName: 'Unannounced' });
    } finally {
      await app.database.db.execute(sql`ALTER TABLE stores ENABLE TRIGGER stores_changed`);
    }
    expect((await cache.find('bazaar_unannounced'))?.displayName).toBe('Unannounced');
  });

  it('does not keep a failed read', async () => {
    const { cache } = await quietCache();
    await app.database.db.execute(sql`ALTER TABLE stores RENAME TO stores_away`);
    try {
      await expect(cache.find('demo')).rejects.toThrow();
    } finally {
      await app.database.db.execute(sql`ALTER TABLE stores_away RENAME TO stores`);
    }
    const original = (await cache.find('demo'))!.displayName;

    expect((await cache.find('demo'))!.displayName).toBe(original);
  });

  it('does not let a miss read before a change drop the row read after it', async () => {
    // The first read is held until released and finds nothing; later ones read the database.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const read: typeof findStoreByRealm = async (db, realm) => {
      reads += 1;
      if (reads === 1) {
        await held;
        return undefined;
      }
      return findStoreByRealm(db, realm);
    };
    const cache = new StoreCache(app.database.db, undefined, read);
    const { feed, handlers } = manualFeed();
    await cache.watch(feed);
    const original = (await findStoreByRealm(app.database.db, 'atelier'))!.displayName;

    const miss = cache.find('atelier');
    handlers.current!.changed();
    expect((await cache.find('atelier'))!.displayName).toBe(original);
    release();
    expect(await miss).toBeUndefined();
    await renameQuietly('atelier', 'Renamed unannounced');
    try {
      // The miss settling did not drop the row read after the change: it is still the cached copy.
      expect((await cache.find('atelier'))!.displayName).toBe(original);
    } finally {
      await renameQuietly('atelier', original);
    }
  });

  it('stops listening and caching when closed', async () => {
    let stopped = 0;
    const cache = new StoreCache(app.database.db);
    await cache.watch(async (_channel, h) => {
      h.live(true);
      return async () => {
        stopped += 1;
      };
    });
    await cache.find('demo');
    await cache.close();
    expect(stopped).toBe(1);
    expect(cache.caching).toBe(false);
    const first = await cache.find('demo');
    expect(await cache.find('demo')).not.toBe(first);
  });

  it('caches nothing before it watches', async () => {
    const cache = new StoreCache(app.database.db);
    expect(cache.caching).toBe(false);
    const first = await cache.find('demo');
    const second = await cache.find('demo');
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    await expect(cache.close()).resolves.toBeUndefined();
  });
});

describe('forStore', () => {
  it('loads once per store row, even from a thenable that runs again on every await (a query builder)', async () => {
    let runs = 0;
    // Runs its work on every then(), as a drizzle query builder does.
    const builder = { then: <R>(resolve: (v: number) => R) => Promise.resolve(resolve(++runs)) } as PromiseLike<number>;
    const row = (await new StoreCache(app.database.db).find('demo'))!;
    expect(await forStore(row, 'x', () => builder)).toBe(1);
    expect(await forStore(row, 'x', () => builder)).toBe(1);
    expect(runs).toBe(1);
    const another = (await new StoreCache(app.database.db).find('demo'))!;
    expect(await forStore(another, 'x', () => builder)).toBe(2);
  });

  it('forgets a load that failed, so the next request tries again', async () => {
    const row = (await new StoreCache(app.database.db).find('demo'))!;
    await expect(forStore(row, 'y', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await forStore(row, 'y', async () => 'up')).toBe('up');
  });
});
