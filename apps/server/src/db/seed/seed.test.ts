import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { stores } from '../schema';
import { seedIfEmpty } from '.';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('seedIfEmpty', () => {
  it('writes nothing on a database that already has stores (a second start reuses the data)', async () => {
    const before = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(stores);
    expect(await seedIfEmpty(app.database.db, app.storage)).toBe(false);
    const after = await app.database.db.select({ n: sql<number>`count(*)::int` }).from(stores);
    expect(after).toEqual(before);
  });

  it('seeds the demo store 12 and an Arabic-first second store with its own logos', async () => {
    const rows = await app.database.db.select().from(stores);
    expect(rows.find((s) => s.id === 12)).toMatchObject({ realmName: 'demo', status: true, askAi: true });
    expect(rows.find((s) => s.realmName === 'souk')).toMatchObject({ status: true });
    const logo = await app.storage.read('stores/13/logo-light.svg');
    expect(logo?.toString()).toContain('سوق الواحة');
  });
});
