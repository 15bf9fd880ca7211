import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBazaarClient } from '@bazaar/client';
import { clientSchemaSource } from '../../../../scripts/client-schema';
import { createListeningTestApp, type ListeningTestApp } from '../test/test-app';
import { signInAsNew } from '../test/auth-helpers';

/**
 * The generated client (packages/client, issue #16) against the document the server serves and
 * the server itself: the committed types are what the served document generates, and calls made
 * through them reach the routes they name, with their parameters, and read the answers they type.
 */

let app: ListeningTestApp;
beforeAll(async () => {
  app = await createListeningTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the generated client', () => {
  it('is what the served document generates today (run npm run build after changing a contract)', async () => {
    const served = JSON.parse((await app.inject({ method: 'GET', url: '/docs/json' })).body) as Record<string, unknown>;
    const committed = readFileSync(new URL('../../../../packages/client/src/schema.ts', import.meta.url), 'utf8');
    expect(await clientSchemaSource(served)).toBe(committed);
  });

  it('lists products and reads one through their paths and parameters', async () => {
    const client = createBazaarClient({ baseUrl: app.baseUrl, headers: { 'realm-name': 'demo' } });
    const list = await client.GET('/pbs/rest/v3/products', { params: { query: { 'page-limit': 2, 'max-price': 500 } } });
    expect(list.response.status).toBe(200);
    const products = list.data!.response_body.products;
    expect(products).toHaveLength(2);
    for (const p of products) expect(p.final_price).toBeLessThanOrEqual(500);
    const one = await client.GET('/pbs/rest/v3/products/{id}', { params: { path: { id: products[0]!.product_id } } });
    expect(one.data!.response_body.product_name).toBe(products[0]!.product_name);
  });

  it('calls a customer operation with the token, and reads an error as the envelope', async () => {
    const who = await signInAsNew(app);
    const client = createBazaarClient({ baseUrl: app.baseUrl, headers: { 'realm-name': 'demo', authorization: who.headers.authorization } });
    const cart = await client.GET('/cfs/rest/v3/customer-cart', {});
    expect(cart.data!.response_body.Products).toEqual([]);
    const guest = await createBazaarClient({ baseUrl: app.baseUrl, headers: { 'realm-name': 'demo' } }).GET('/cfs/rest/v3/customer-cart', {});
    expect(guest.response.status).toBe(401);
    expect(guest.error!.response_message).toBe('Please sign in to continue');
  });
});
