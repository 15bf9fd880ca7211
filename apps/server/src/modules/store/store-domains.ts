import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeDomains, stores } from '../../db/schema';

/** How long a process trusts what it read of store_domains; a new or moved domain shows after this. */
export const DOMAIN_CACHE_SECONDS = 60;
const CACHE_MAX = 1000;

/**
 * The realm of the store that owns a host name (store_domains), or undefined when none does.
 * Read on every page load, so answers are kept for a minute per process; the table stays the
 * one truth that every process reads.
 */
export function createDomainResolver(db: Db, now: () => number = Date.now) {
  const cache = new Map<string, { realm: string | undefined; at: number }>();
  return async (host: string): Promise<string | undefined> => {
    const key = host.toLowerCase().replace(/\.$/, '');
    const hit = cache.get(key);
    if (hit && now() - hit.at < DOMAIN_CACHE_SECONDS * 1000) return hit.realm;
    const [row] = await db
      .select({ realm: stores.realmName })
      .from(storeDomains)
      .innerJoin(stores, eq(stores.id, storeDomains.storeId))
      .where(eq(storeDomains.host, key))
      .limit(1);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(key, { realm: row?.realm, at: now() });
    return row?.realm;
  };
}
export type DomainResolver = ReturnType<typeof createDomainResolver>;
