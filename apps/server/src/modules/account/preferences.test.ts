import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerPreferences } from '../../db/schema';
import { DEMO_SHOPPER } from '../../db/seed/seed-customers';
import { findCustomerId, signInAs, signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { body, createTestApp, type TestApp } from '../../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const get = (who: SignedIn) => app.inject({ method: 'GET', url: '/cfs/rest/v3/preferences', headers: who.headers });
const put = (who: SignedIn, payload: object) => app.inject({ method: 'PUT', url: '/cfs/rest/v3/preferences', headers: who.headers, payload });

const DEFAULTS = {
  language_code: null,
  theme: 'light',
  notify_order_updates: true,
  notify_offers: false,
  notify_by_sms: true,
  notify_by_email: true,
};

describe('GET /cfs/rest/v3/preferences', () => {
  it('gives the defaults to a customer who never saved any, writing nothing', async () => {
    const who = await signInAsNew(app);
    const res = await get(who);
    expect(res.statusCode).toBe(200);
    expect(body(res).response_body).toEqual(DEFAULTS);
    expect(await app.database.db.select().from(customerPreferences).where(eq(customerPreferences.customerId, who.customerId))).toEqual([]);
  });

  it("returns the demo shopper's saved language and theme", async () => {
    const priya = await signInAs(app, { storeRealm: 'demo', customerId: await findCustomerId(app, 'demo', DEMO_SHOPPER.phone) });
    expect(body(await get(priya)).response_body).toEqual({ ...DEFAULTS, language_code: 'en' });
  });
});

describe('PUT /cfs/rest/v3/preferences', () => {
  it('saves the first change on top of the defaults, then changes only what is sent', async () => {
    const who = await signInAsNew(app);
    const first = await put(who, { theme: 'dark', notify_offers: true });
    expect(first.statusCode).toBe(200);
    expect(body(first)).toMatchObject({ response_message: 'Preferences saved', response_body: { ...DEFAULTS, theme: 'dark', notify_offers: true } });

    const second = await put(who, { language_code: 'hi', notify_by_sms: false });
    expect(body(second).response_body).toEqual({ ...DEFAULTS, theme: 'dark', notify_offers: true, language_code: 'hi', notify_by_sms: false });
    expect(body(await get(who)).response_body).toEqual(body(second).response_body);
    const rows = await app.database.db.select().from(customerPreferences).where(eq(customerPreferences.customerId, who.customerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.storeId).toBe(12);
  });

  it('clears the language with null', async () => {
    const who = await signInAsNew(app);
    await put(who, { language_code: 'fr' });
    expect(body(await put(who, { language_code: null })).response_body).toMatchObject({ language_code: null });
  });

  it("keeps one customer's preferences from another's", async () => {
    const a = await signInAsNew(app);
    const b = await signInAsNew(app);
    await put(a, { theme: 'system' });
    expect(body(await get(b)).response_body).toEqual(DEFAULTS);
  });

  it('lets two first saves race without a duplicate row or a lost change', async () => {
    const who = await signInAsNew(app);
    const results = await Promise.all([put(who, { theme: 'dark' }), put(who, { notify_offers: true })]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(body(await get(who)).response_body).toEqual({ ...DEFAULTS, theme: 'dark', notify_offers: true });
  });

  it.each([
    [{}, 'Send at least one preference to change'],
    [{ theme: 'neon' }, 'theme must be light, dark or system'],
    [{ language_code: 'xx' }, 'language-code must be one of'],
    [{ notify_offers: 'yes' }, 'notify_offers'],
  ])('rejects %j naming the field', async (payload, message) => {
    const who = await signInAsNew(app);
    const res = await put(who, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).response_message).toContain(message);
    expect(body(await get(who)).response_body).toEqual(DEFAULTS);
  });
});
