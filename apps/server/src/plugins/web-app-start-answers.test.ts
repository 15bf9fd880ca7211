import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { START_ANSWERS_ELEMENT_ID, startUpCalls, startUpKey } from '@bazaar/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDomains } from '../db/schema';
import { createCatalogueStore } from '../test/catalogue-factory';
import { createTestApp, type TestApp } from '../test/test-app';

// index.html carries the answers to the store's start-up reads, so a first visit does not wait a
// round trip for them before it can show the shop.
const HOST = 'start.shop.test';
const SNEAKY_NAME = '</script><script>alert(1)</script> & <!-- Shop';
let dist: string;
let app: TestApp;
let store: { id: number; realmName: string };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'bazaar-start-answers-'));
  writeFileSync(join(dist, 'index.html'), '<html><head><meta name="bazaar-realm" content="%BAZAAR_REALM%"></head><body></body></html>');
  app = await createTestApp({ webDist: dist });
  store = await createCatalogueStore(app.database.db, { displayName: SNEAKY_NAME, numberToBasic: 100 });
  await app.database.db.insert(storeDomains).values({ host: HOST, storeId: store.id });
});
afterAll(async () => {
  await app.close();
});

const ELEMENT = new RegExp(`<script id="${START_ANSWERS_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's');

async function answersIn(target: TestApp, host: string): Promise<{ html: string; answers: Record<string, unknown> | null }> {
  const html = (await target.inject({ method: 'GET', url: '/', headers: { host } })).body;
  const text = ELEMENT.exec(html)?.[1];
  return { html, answers: text === undefined ? null : (JSON.parse(text) as Record<string, unknown>) };
}

describe("the store's start-up answers in index.html", () => {
  it('answers each start-up read of the web app, by its path and query, as the API answers it', async () => {
    const { answers } = await answersIn(app, HOST);
    const keys = Object.values(startUpCalls(store.realmName, store.id)).map(startUpKey);
    // On home, the store's reads only: home's own reads are several, and not answered here.
    expect(Object.keys(answers ?? {}).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const direct = await app.inject({ method: 'GET', url: key, headers: { 'realm-name': store.realmName } });
      expect(direct.statusCode).toBe(200);
      expect(answers![key]).toEqual(direct.json());
    }
  });

  it("keeps the store's own words from closing the element, and gives them back whole", async () => {
    const { html, answers } = await answersIn(app, HOST);
    expect(html).not.toContain('</script><script>alert');
    expect(html).not.toContain('<!-- Shop');
    const validate = answers![startUpKey(startUpCalls(store.realmName, store.id).validate)] as { response_body: { store_display_name: string } };
    expect(validate.response_body.store_display_name).toBe(SNEAKY_NAME);
  });

  it('writes no answers for a host whose store does not exist', async () => {
    const lost = await createTestApp({ webDist: dist, storeRealm: 'no_such_store' });
    try {
      expect((await answersIn(lost, 'nowhere.test')).answers).toBeNull();
    } finally {
      await lost.close();
    }
  });
});
