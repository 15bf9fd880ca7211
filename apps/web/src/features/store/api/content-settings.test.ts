import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { fakeSettings } from '@/test/store-fixtures';
import { getContentSettings } from './content-settings';

const SETTINGS = 'GET /pbs/rest/v3/content-settings';
let storeIdMeta: HTMLMetaElement;

beforeEach(() => {
  storeIdMeta = document.createElement('meta');
  storeIdMeta.name = 'bazaar-store-id';
  document.head.appendChild(storeIdMeta);
});

afterEach(() => {
  storeIdMeta.remove();
});

describe('getContentSettings', () => {
  it('spec §7: content-settings is called with store-id, page-limit and page-number', async () => {
    storeIdMeta.content = '13';
    const api = mockApi({ [SETTINGS]: () => ok({ store_settings_data: [fakeSettings()], total: 1 }) });
    await getContentSettings();
    const [call] = api.callsTo('GET', '/pbs/rest/v3/content-settings');
    expect(Object.fromEntries(call!.url.searchParams)).toMatchObject({ 'store-id': '13', 'page-limit': '10', 'page-number': '1' });
  });

  it('goes without store-id when the page names no store id (vite dev), leaving the realm to name it', async () => {
    storeIdMeta.content = '%BAZAAR_STORE_ID%';
    const api = mockApi({ [SETTINGS]: () => ok({ store_settings_data: [fakeSettings()], total: 1 }) });
    await getContentSettings();
    expect(api.callsTo('GET', '/pbs/rest/v3/content-settings')[0]!.url.searchParams.has('store-id')).toBe(false);
  });
});
