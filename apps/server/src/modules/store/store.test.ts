import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, type TestApp } from '../../test/test-app';
import { paymentMethods } from '../../db/schema';
import { createCatalogueStore } from '../../test/catalogue-factory';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, realm?: string) => app.inject({ method: 'GET', url, headers: realm ? { 'realm-name': realm } : {} });

describe('GET /ums/rest/v3/validate-store', () => {
  it('names an open store for the page title', async () => {
    const res = await get('/ums/rest/v3/validate-store?store-realmname=demo&language-code=en');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({
      response_code: 200,
      response_body: { name: 'chowk-bazaar', store_display_name: 'Chowk Bazaar', store_status: true },
    });
  });

  it('reports a paused store as unavailable', async () => {
    const res = await get('/ums/rest/v3/validate-store?store-realmname=atelier');
    expect(body(res).response_body).toMatchObject({ store_status: false });
  });

  it('answers 404 with a clear message for an unknown realm', async () => {
    const res = await get('/ums/rest/v3/validate-store?store-realmname=nowhere');
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ response_body: null, response_message: 'No store is named "nowhere"' });
  });

  it('rejects a missing or malformed realm naming the parameter', async () => {
    const missing = await get('/ums/rest/v3/validate-store');
    expect(missing.statusCode).toBe(400);
    expect(body(missing).response_message).toContain('store-realmname');
    const bad = await get('/ums/rest/v3/validate-store?store-realmname=%27%3B%20drop');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).response_message).toContain('store-realmname');
  });

  it('rejects an unsupported language-code', async () => {
    const res = await get('/ums/rest/v3/validate-store?store-realmname=demo&language-code=xx');
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain('language-code');
  });
});

describe('GET /pbs/rest/v3/content-settings', () => {
  type Settings = { store_settings_data: Array<Record<string, any>>; total: number };

  it("returns the store's own colours and currency", async () => {
    const res = await get('/pbs/rest/v3/content-settings?page-limit=10&page-number=1&store-id=12', 'demo');
    expect(res.statusCode).toBe(200);
    const [settings] = body<Settings>(res).response_body.store_settings_data;
    expect(settings!.store_id).toBe(12);
    expect(settings!.store_currency).toEqual([
      { id: expect.any(Number), name: 'rupee', symbol: '₹', iso_code: 'INR', fractional_unit: 'paise', number_to_basic: 100, store_id: 12 },
    ]);
    expect(settings!.store_page_settings.light).toMatchObject({ btn_primary_bg_color: '#b4490f', bg_color: '#fffdf8' });
    expect(settings!.store_header_settings.light).toEqual({ bg_color: '#ffffff', fg_color: '#1f1a17' });
    expect(settings!.store_footer_settings.dark).toEqual({ bg_color: '#0d0a08', fg_color: '#e7dccf' });
    // What checkout charges for delivery, so the banner above the header can say it truthfully.
    expect(settings!.store_delivery_settings).toEqual({ delivery_fee: 49, free_delivery_from: 499 });
  });

  it("serves each store's postal-code rules and the ways to pay its active payment methods offer", async () => {
    const settingsOf = async (realm: string) => body<Settings>(await get('/pbs/rest/v3/content-settings', realm)).response_body.store_settings_data[0]!;
    const [demo, souk, atelier] = await Promise.all([settingsOf('demo'), settingsOf('souk'), settingsOf('atelier')]);
    expect(demo.store_postal_code_settings).toEqual({ pattern: '^[1-9][0-9]{5}$', length: 6, label: 'pin_code' });
    expect(souk.store_postal_code_settings).toEqual({ pattern: '^[0-9]{4}$', length: 4, label: 'postal_code' });
    expect(atelier.store_postal_code_settings).toEqual({ pattern: '^[0-9]{5}$', length: 5, label: 'postal_code' });
    // Chowk takes Cashfree (UPI, cards, net banking), Stripe, Amazon Pay and cash; the souk only Stripe and cash: no UPI.
    expect(demo.store_payment_options).toEqual(['cash_on_delivery', 'card', 'upi', 'net_banking', 'amazon_pay']);
    expect(souk.store_payment_options).toEqual(['cash_on_delivery', 'card']);
    expect(atelier.store_payment_options).toEqual(['cash_on_delivery']);
  });

  it('stops advertising a payment method the store switches off', async () => {
    const db = app.database.db;
    const store = await createCatalogueStore(db);
    await db.insert(paymentMethods).values([
      { storeId: store.id, provider: 'cashfree', position: 0 },
      { storeId: store.id, provider: 'cod', position: 1, isActive: false },
    ]);
    const settings = body<Settings>(await get('/pbs/rest/v3/content-settings', store.realmName)).response_body.store_settings_data[0]!;
    expect(settings.store_payment_options).toEqual(['card', 'upi', 'net_banking']);
    expect(settings.store_postal_code_settings).toEqual({ pattern: '^[1-9][0-9]{5}$', length: 6, label: 'pin_code' });
  });

  it('fills values a store left empty with the defaults', async () => {
    const res = await get('/pbs/rest/v3/content-settings', 'demo');
    const [settings] = body<Settings>(res).response_body.store_settings_data;
    // The demo store's dark theme has no tertiary colours of its own.
    expect(settings!.store_page_settings.dark).toMatchObject({ btn_tertiary_bg_color: '#1f2937', btn_tertiary_fg_color: '#e5e7eb' });
    expect(settings!.store_page_settings.light.google_analytics_tag).toBe('');
  });

  it('keeps each store to its own settings in one process', async () => {
    const [demo, souk] = await Promise.all([get('/pbs/rest/v3/content-settings', 'demo'), get('/pbs/rest/v3/content-settings', 'souk')]);
    const d = body<Settings>(demo).response_body.store_settings_data[0]!;
    const s = body<Settings>(souk).response_body.store_settings_data[0]!;
    expect(s.store_id).toBe(13);
    expect(s.store_currency[0]).toMatchObject({ symbol: 'R', iso_code: 'ZAR', store_id: 13 });
    expect(s.store_page_settings.light.btn_primary_bg_color).toBe('#0f766e');
    expect(d.store_page_settings.light.btn_primary_bg_color).not.toBe(s.store_page_settings.light.btn_primary_bg_color);
  });

  it('spec §7: refuses a store-id naming another store with 404 and a response_message', async () => {
    const res = await get('/pbs/rest/v3/content-settings?page-limit=10&page-number=1&store-id=13', 'demo');
    expect(res.statusCode).toBe(404);
    expect(body(res).response_message).toBe('Store 13 was not found');
    expect(body(res).response_body).toBeNull();
    expect(res.body).not.toContain('#0f766e');
  });

  it.each([
    ['page-limit=abc', 'page-limit must be a whole number'],
    ['page-limit=0', 'page-limit must be between 1 and 100'],
    ['page-limit=1000', 'page-limit must be between 1 and 100'],
    ['page-number=-3', 'page-number must be at least 1'],
    ['page-number=1.5', 'page-number must be a whole number'],
    ['store-id=x', 'store-id must be a whole number'],
  ])('rejects %s naming the parameter', async (query, message) => {
    const res = await get(`/pbs/rest/v3/content-settings?${query}`, 'demo');
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(message);
  });

  it('needs the realm-name header when there is no token', async () => {
    const res = await get('/pbs/rest/v3/content-settings');
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain('realm-name');
  });

  it('answers 404 for an unknown realm', async () => {
    const res = await get('/pbs/rest/v3/content-settings', 'nowhere');
    expect(res.statusCode).toBe(404);
  });

  it('returns an empty page past the first', async () => {
    const res = await get('/pbs/rest/v3/content-settings?page-number=2', 'demo');
    expect(body<Settings>(res).response_body).toEqual({ store_settings_data: [], total: 1 });
  });
});

describe('GET /pbs/rest/v3/languages', () => {
  type Langs = { data: Array<{ language_code: string; writing_script_direction: string; status: number; is_default: boolean }> };

  it('lists all six languages of the demo store with English as default', async () => {
    const res = await get('/pbs/rest/v3/languages?language-code=en&page_number=-1&realm-name=demo');
    expect(res.statusCode).toBe(200);
    const { data } = body<Langs>(res).response_body;
    expect(data.map((l) => l.language_code).sort()).toEqual(['ar', 'en', 'en_IN', 'en_US', 'fr', 'hi']);
    expect(data.filter((l) => l.is_default).map((l) => l.language_code)).toEqual(['en']);
    expect(data.every((l) => l.status === 1)).toBe(true);
    expect(data.find((l) => l.language_code === 'ar')!.writing_script_direction).toBe('RTL');
    expect(data.find((l) => l.language_code === 'hi')!.writing_script_direction).toBe('LTR');
  });

  it('puts Arabic first and default in the second store, with its inactive languages marked', async () => {
    const res = await get('/pbs/rest/v3/languages?page_number=-1', 'souk');
    const { data } = body<Langs>(res).response_body;
    expect(data[0]).toMatchObject({ language_code: 'ar', is_default: true, writing_script_direction: 'RTL' });
    expect(data.find((l) => l.language_code === 'hi')!.status).toBe(0);
  });

  it('rejects a realm-name parameter that disagrees with the header', async () => {
    const res = await get('/pbs/rest/v3/languages?realm-name=souk', 'demo');
    expect(res.statusCode).toBe(400);
  });

  it('rejects page_number=abc naming the parameter', async () => {
    const res = await get('/pbs/rest/v3/languages?page_number=abc', 'demo');
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain('page_number');
  });
});

describe('GET /pbs/rest/v3/store-images', () => {
  it("gives each store's own logo paths", async () => {
    const demo = body<{ store_logo_path: string; store_logo_path_dark: string }>(await get('/pbs/rest/v3/store-images', 'demo'));
    expect(demo.response_body).toEqual({
      store_logo_path: 'stores/12/logo-light.svg',
      store_logo_path_dark: 'stores/12/logo-dark.svg',
    });
    const souk = body<{ store_logo_path: string }>(await get('/pbs/rest/v3/store-images', 'souk'));
    expect(souk.response_body.store_logo_path).toBe('stores/13/logo-light.svg');
  });

  it('serves the logo file itself', async () => {
    const res = await get('/files/stores/12/logo-light.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('Chowk Bazaar');
    expect(res.headers['x-placeholder']).toBeUndefined();
  });
});

describe('GET /cfs/rest/v3/ai-configuration', () => {
  it('is on for the demo store and off for the second, for their signed-in customers', async () => {
    const { signUp, bearer } = await import('../../test/identity-helpers');
    const ask = async (realm: string, email: string) =>
      body<{ ai_configuration: { ask_ai: boolean }[] }>(
        await app.inject({
          method: 'GET',
          url: '/cfs/rest/v3/ai-configuration',
          headers: { 'realm-name': realm, ...bearer(await signUp(app, 'AI Asker', email, realm)) },
        }),
      ).response_body.ai_configuration[0]!.ask_ai;
    expect(await ask('demo', 'ai-demo@example.com')).toBe(true);
    expect(await ask('souk', 'ai-souk@example.com')).toBe(false);
  });

  it('answers a guest 401 (spec §7: signed-in only)', async () => {
    const res = await get('/cfs/rest/v3/ai-configuration', 'demo');
    expect(res.statusCode).toBe(401);
    expect(body(res).response_message).toBe('Please sign in to continue');
  });
});

describe('store calls made with a bearer token (no realm-name header, spec §6)', () => {
  it("answers with the token's store", async () => {
    const { signUp, bearer } = await import('../../test/identity-helpers');
    const souk = await signUp(app, 'Token Holder', 'token-holder@example.com', 'souk');
    for (const url of [
      '/pbs/rest/v3/content-settings',
      '/pbs/rest/v3/languages?page_number=-1',
      '/pbs/rest/v3/store-images',
      '/cfs/rest/v3/ai-configuration',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(souk) });
      expect(res.statusCode, url).toBe(200);
    }
    const settings = await app.inject({ method: 'GET', url: '/pbs/rest/v3/content-settings', headers: bearer(souk) });
    expect(body<{ store_settings_data: { store_id: number }[] }>(settings).response_body.store_settings_data[0]!.store_id).toBe(13);
  });

  it('refuses a token of one store used with another store in the header', async () => {
    const { signUp, bearer } = await import('../../test/identity-helpers');
    const souk = await signUp(app, 'Token Mixer', 'token-mixer@example.com', 'souk');
    const res = await app.inject({ method: 'GET', url: '/pbs/rest/v3/content-settings', headers: { ...bearer(souk), 'realm-name': 'demo' } });
    expect(res.statusCode).toBe(401);
  });
});
