import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeDomains, stores } from '../../db/schema';

/** How long a process trusts what it read of store_domains; a new or moved domain shows after this. */
export const DOMAIN_CACHE_SECONDS = 60;
const CACHE_MAX = 1000;

/**
 * What index.html tells the web app about its store: the realm, and the id content-settings checks
 * (spec §7); and whether it is open (a paused store's pages answer 503).
 */
export type StoreRef = { realm: string; id: number; open: boolean };

/**
 * The store that owns a host name (store_domains), else the store named by fallbackRealm
 * (STORE_REALM); undefined when neither exists. Read on every page load, so answers are kept for
 * a minute per process; the tables stay the one truth that every process reads.
 */
export function createStoreResolver(db: Db, fallbackRealm: string, now: () => number = Date.now) {
  const cache = new Map<string, { store: StoreRef | undefined; at: number }>();
  const columns = { realm: stores.realmName, id: stores.id, open: stores.status };
  return async (host: string): Promise<StoreRef | undefined> => {
    const key = host.toLowerCase().replace(/\.$/, '');
    const hit = cache.get(key);
    if (hit && now() - hit.at < DOMAIN_CACHE_SECONDS * 1000) return hit.store;
    const [owner] = await db
      .select(columns)
      .from(storeDomains)
      .innerJoin(stores, eq(stores.id, storeDomains.storeId))
      .where(eq(storeDomains.host, key))
      .limit(1);
    const [store] = owner ? [owner] : await db.select(columns).from(stores).where(eq(stores.realmName, fallbackRealm)).limit(1);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { store, at: now() });
    return store;
  };
}
export type StoreResolver = ReturnType<typeof createStoreResolver>;
