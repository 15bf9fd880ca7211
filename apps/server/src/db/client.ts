import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenPostgres, type ChangeFeed } from './listen-postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers share PostgreSQL's SQL; code only sees this common type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Migrates, then runs `then` (the demo seed), holding a database-wide lock on one connection:
   * processes starting together on one PostgreSQL run this one after another, never side by side.
   */
  prepare: <T>(then: (db: Db) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a gzip tarball, used to clone test databases. */
  dump?: () => Promise<Blob>;
  /** Hears NOTIFY on `channel` (see ChangeFeed); resolves once listening, with a stop function. */
  watch: ChangeFeed;
};

export type { ChangeFeed };

/** Typo tolerance of catalogue search (modules/catalogue/search.ts): set on every connection. */
export const TRIGRAM_WORD_SIMILARITY = 0.4;

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Extensions PGlite must load; PostgreSQL gets them through CREATE EXTENSION in migrations. */
export const pgliteExtensions = { pg_trgm };

/**
 * PGlite runs PostgreSQL inside this process, in WebAssembly memory that grows and never shrinks.
 * PostgreSQL's default 128 MB of shared buffers came on top of everything else (the first start
 * peaked at 906 MB), for a demo database of tens of megabytes that the operating system caches
 * anyway: 16 MB keeps npm start under 400 MB. Index builds (seeding) get 32 MB instead of 64.
 */
const PGLITE_SETTINGS = ['shared_buffers = 16MB', 'maintenance_work_mem = 32MB'];

const INITDB_SCRIPT = fileURLToPath(new URL('./pglite-initdb.mjs', import.meta.url));

/** A new data directory gets its cluster from pglite-initdb.mjs, in a process of its own (see there). */
async function createCluster(dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  await promisify(execFile)(process.execPath, [INITDB_SCRIPT, dataDir, JSON.stringify(PGLITE_SETTINGS)]);
}

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    if (!options.loadDataDir) await createCluster(options.dataDir);
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: pgliteExtensions,
    postgresqlconf: PGLITE_SETTINGS,
  });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${TRIGRAM_WORD_SIMILARITY}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const migrate = () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    driver: 'pglite',
    migrate,
    // PGlite runs listeners before the query that committed the change returns: a change is heard
    // before the next statement of this process.
    watch: async (channel, { changed, live }) => {
      const stop = await client.listen(channel, changed);
      live(true);
      return stop;
    },
    // One process owns a PGlite directory; there is nobody to wait for.
    prepare: async (then) => {
      await migrate();
      const result = await then(db);
      // PGlite has no autovacuum: without this its tables are never analysed and the planner
      // guesses (a 2.5 ms count took 53 ms).
      await client.exec('ANALYZE');
      return result;
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}

/** Advisory lock key of migrations and seeding ('bazaar' in ASCII). */
const SETUP_LOCK = 0x62617a616172;

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c pg_trgm.word_similarity_threshold=${TRIGRAM_WORD_SIMILARITY}`,
  });
  // An idle connection the server ends (restart, failover, DROP DATABASE … FORCE) reports here;
  // unhandled it would crash the process. The pool replaces it on the next query.
  pool.on('error', () => undefined);
  // Fail at start with a clear message rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    prepare: async (then) => {
      const client = await pool.connect();
      try {
        // A session lock on this one connection; released below or when the connection dies.
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
        const locked = drizzlePg(client, { schema });
        await migratePg(locked, { migrationsFolder: MIGRATIONS_DIR });
        return await then(locked as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    watch: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite({ dataDir: `${config.dataDir}/pglite` });
}
