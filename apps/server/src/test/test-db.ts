import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client';

/** Which database the integration tests run on: PGlite by default, PostgreSQL with TEST_DB=postgres. */
export const testDriver = (): 'pglite' | 'postgres' => (process.env.TEST_DB === 'postgres' && process.env.DATABASE_URL ? 'postgres' : 'pglite');

export const POSTGRES_TEMPLATE = `bazaar_test_template_${process.env.TEST_RUN_ID ?? 'local'}`;

export function databaseUrlFor(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file, cloned from the template that global setup migrated and
 * seeded once: a PGlite data dir loaded from its dump, or CREATE DATABASE … TEMPLATE on PostgreSQL.
 */
export async function cloneTestDatabase(templateDump: Blob | undefined): Promise<Database> {
  if (testDriver() === 'postgres') {
    const name = `bazaar_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${POSTGRES_TEMPLATE}`);
    const database = await openPostgres(databaseUrlFor(name));
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  return openPglite({ loadDataDir: templateDump });
}
