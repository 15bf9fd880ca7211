import { EventEmitter, once } from 'node:events';
import type { ChangeFeed, Db } from '../db/client';
import { findStoreByRealm, type StoreRow } from './store-context';

/** The channel the stores and store_currencies triggers notify (migration 0010). */
export const STORE_CHANGED_CHANNEL = 'bazaar_store_changed';
/** More realms than any deployment hosts; past it the cache starts again rather than grow. */
const MAX_STORES = 1_000;

/**
 * The store row by realm, kept per process instead of looked up on every request. Every change
 * to stores or store_currencies (this process, another one, psql) notifies STORE_CHANGED_CHANNEL
 * and the cache is emptied, so the next request reads the row again. While the listening
 * connection is down nothing is cached: a change could go unheard. Unknown realms are not kept.
 */
export class StoreCache {
  private readonly rows = new Map<string, Promise<StoreRow | undefined>>();
  private listening = false;
  private stop: (() => Promise<void>) | undefined;
  /** 'changed', 'live' and 'down', for whoever must wait for one (tests; a change on PostgreSQL is heard a moment after its commit). */
  private readonly events = new EventEmitter();

  constructor(private readonly db: Db) {}

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
    if (!this.listening) return findStoreByRealm(this.db, realm);
    const cached = this.rows.get(realm);
    if (cached) return cached;
    const read = findStoreByRealm(this.db, realm);
    if (this.rows.size >= MAX_STORES) this.rows.clear();
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's store rows (plugins/store-cache.ts). */
    stores: StoreCache;
  }
}
