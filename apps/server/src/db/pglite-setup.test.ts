import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client';

const dir = mkdtempSync(join(tmpdir(), 'bazaar-pglite-setup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a new PGlite data directory', () => {
  it('is created by a process of its own, migrated, and analysed once prepared', async () => {
    const database = await openPglite({ dataDir: join(dir, 'pglite') });
    try {
      await database.prepare(async (db) => {
        await db.execute(sql`INSERT INTO stores (id, realm_name, name, display_name) VALUES (1, 'one', 'one', 'One')`);
      });
      const rows = (await database.db.execute(
        sql`SELECT reltuples::int AS n, current_setting('shared_buffers') AS buffers FROM pg_class WHERE relname = 'stores'`,
      )) as unknown as {
        rows: { n: number; buffers: string }[];
      };
      // reltuples is -1 until a table is analysed.
      expect(rows.rows[0]).toEqual({ n: 1, buffers: '16MB' });
    } finally {
      await database.close();
    }
    const again = await openPglite({ dataDir: join(dir, 'pglite') });
    const stores = (await again.db.execute(sql`SELECT count(*)::int AS n FROM stores`)) as unknown as { rows: { n: number }[] };
    expect(stores.rows[0]!.n).toBe(1);
    await again.close();
  });
});
