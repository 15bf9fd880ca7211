import { EventEmitter, once } from 'node:events';
import type { ChangeFeed, Db } from '../db/client';
import { findStoreByRealm, type StoreRow } from './store-context';

/** The channel the stores, store_currencies, categories and vendors triggers notify (migration 0010). */
export const STORE_CHANGED_CHANNEL = 'bazaar_store_changed';
/** More realms than any deployment hosts; past it the cache starts again rather than grow. */
const MAX_STORES = 1_000;

/**
 * The store row by realm, kept per process instead of looked up on every request. Every change
 * to stores, store_currencies, categories or vendors (this process, another one, psql) notifies
 * STORE_CHANGED_CHANNEL and the cache is emptied, so the next request reads the row again, and
 * what was kept beside the old row (forStore) goes with it. While the listening
 * connection is down nothing is cached: a change could go unheard. Unknown realms are not kept.
 */
export class StoreCache {
  private readonly rows = new Map<string, Promise<StoreRow | undefined>>();
  private listening = false;
  private stop: (() => Promise<void>) | undefined;
  /** 'changed', 'live' and 'down', for whoever must wait for one (tests; a change on PostgreSQL is heard a moment after its commit). */
  private readonly events = new EventEmitter();

  /**
   * `maxStores`: how many realms are kept before the cache starts again; `read`: how a row is read.
   * Tests make the first small and slow the second down.
   */
  constructor(
    private readonly db: Db,
    private readonly maxStores = MAX_STORES,
    private readonly read: typeof findStoreByRealm = findStoreByRealm,
  ) {}

  /** Starts listening; without a feed (or before this resolves) every call reads the database. */
  async watch(feed: ChangeFeed): Promise<void> {
    this.stop = await feed(STORE_CHANGED_CHANNEL, {
      changed: () => {
        this.clear();
        this.events.emit('changed');
      },
      live: (listening) => {
        this.clear();
        this.listening = listening;
        this.events.emit(listening ? 'live' : 'down');
      },
    });
  }

  find(realm: string): Promise<StoreRow | undefined> {
    if (!this.listening) return this.read(this.db, realm);
    const cached = this.rows.get(realm);
    if (cached) return cached;
    const read = this.read(this.db, realm);
    if (this.rows.size >= this.maxStores) this.rows.clear();
    this.rows.set(realm, read);
    // A change empties the map, in-flight reads included, so a read begun before a change never
    // serves a request that starts after it.
    read.then(
      (row) => {
        if (!row) this.forget(realm, read);
      },
      () => this.forget(realm, read),
    );
    return read;
  }

  /** Whether rows are being cached (the change feed is heard). */
  get caching(): boolean {
    return this.listening;
  }

  /** Resolves when the next such event happens. */
  async next(event: 'changed' | 'live' | 'down'): Promise<void> {
    await once(this.events, event);
  }

  async close(): Promise<void> {
    this.listening = false;
    this.clear();
    // The database may be closed first (the app's and the database's close hooks run in either order).
    await this.stop?.().catch(() => undefined);
  }

  private clear(): void {
    this.rows.clear();
  }

  private forget(realm: string, read: Promise<StoreRow | undefined>): void {
    if (this.rows.get(realm) === read) this.rows.delete(realm);
  }
}

const kept = new WeakMap<StoreRow, Map<string, Promise<unknown>>>();

/**
 * What a store's requests read again and again and its catalogue changes rarely (its category tree,
 * its vendors), kept beside its row: for as long as the StoreCache keeps that row, so a change heard
 * there drops it too. Without a live cache every request has its own row, and reads afresh.
 */
export function forStore<T>(store: StoreRow, name: string, load: () => PromiseLike<T>): Promise<T> {
  let entries = kept.get(store);
  if (!entries) kept.set(store, (entries = new Map()));
  const found = entries.get(name) as Promise<T> | undefined;
  if (found) return found;
  // A real promise, settled once: a query builder is a thenable that runs again on every await.
  const loading = Promise.resolve().then(load);
  entries.set(name, loading);
  loading.catch(() => entries.delete(name));
  return loading;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's store rows (plugins/store-cache.ts). */
    stores: StoreCache;
  }
}
