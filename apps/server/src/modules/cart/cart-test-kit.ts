import type { CartLine } from '@bazaar/contracts';
import { signInAsNew, type SignedIn } from '../../test/auth-helpers';
import { createCatalogue, createProduct } from '../../test/catalogue-factory';
import { body, type TestApp } from '../../test/test-app';

/** Shared set-up of the cart tests: a store of their own, products in it, and calls by name. */

export type CartBody = { Products: CartLine[]; total: number };

export async function cartWorld(app: TestApp) {
  const db = app.database.db;
  const catalogue = await createCatalogue(db, { numberToBasic: 100 });
  const product = (overrides: Parameters<typeof createProduct>[2] = {}) => createProduct(db, catalogue.refs, overrides);
  const shopper = () => signInAsNew(app, { storeRealm: catalogue.realm });
  return { ...catalogue, product, shopper };
}

export function cartCalls(app: TestApp) {
  const base = '/cfs/rest/v3/customer-cart';
  return {
    get: (who: SignedIn | undefined, query = '') => app.inject({ method: 'GET', url: `${base}${query}`, headers: who?.headers }),
    add: (who: SignedIn | undefined, lines: unknown) =>
      app.inject({ method: 'POST', url: base, headers: who?.headers, payload: { customer_cart: lines } as object }),
    put: (who: SignedIn | undefined, id: number | string, payload: unknown) =>
      app.inject({ method: 'PUT', url: `${base}/${id}`, headers: who?.headers, payload: payload as object }),
    remove: (who: SignedIn | undefined, id: number | string) => app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: who?.headers }),
    clear: (who: SignedIn | undefined) => app.inject({ method: 'DELETE', url: base, headers: who?.headers }),
    lines: async (who: SignedIn) => body<CartBody>(await app.inject({ method: 'GET', url: base, headers: who.headers })).response_body.Products,
  };
}
