import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import { LocalFileStorage } from '../modules/files';
import { adminQuery, databaseUrlFor, POSTGRES_TEMPLATE, testDriver } from './test-db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    seedFilesDir: string;
  }
}

/** Migrates and seeds one template database for the whole run; test files clone it. */
export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'bazaar-test-'));
  const storage = new LocalFileStorage(join(work, 'files'));
  project.provide('seedFilesDir', join(work, 'files'));

  if (testDriver() === 'postgres') {
    await adminQuery(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
    const database = await openPostgres(databaseUrlFor(POSTGRES_TEMPLATE));
    await database.prepare((db) => seedIfEmpty(db, storage));
    await database.close();
    project.provide('pgliteTemplate', '');
    return async () => {
      await adminQuery(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE} WITH (FORCE)`);
    };
  }

  const database = await openPglite();
  await database.prepare((db) => seedIfEmpty(db, storage));
  const dump = await dumpPglite(database);
  const file = join(work, 'template.tar.gz');
  writeFileSync(file, dump);
  await database.close();
  project.provide('pgliteTemplate', file);
  return undefined;
}

async function dumpPglite(database: Awaited<ReturnType<typeof openPglite>>): Promise<Buffer> {
  const blob = await database.dump!();
  return Buffer.from(await blob.arrayBuffer());
}
