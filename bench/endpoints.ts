/**
 * The catalogue endpoints the API bench measures, with their requests and what each one's
 * ceiling runs. Every list asks for a page of 20. The cart and place-order rows are in shoppers.ts.
 */
import { ProductListQuery } from '@bazaar/contracts';
import type { Call } from './capture';

export const PAGE = 20;
export const REALM = { 'realm-name': 'demo' };
export const PRODUCTS = '/pbs/rest/v3/products';

/**
 * What the ceiling runs for a row: the statement reading from `main` (a table) that answers the
 * most cells (the rows of the page, not its count), every captured statement in order (`replay`,
 * for a write), or nothing (`none`: the row has no ceiling, and says why).
 */
export type CeilingKind = { main: string } | { replay: true } | { none: string };

export type Endpoint = {
  /** Stable name the targets refer to. */
  id: string;
  name: string;
  /** The request as the table shows it. */
  request: string;
  calls: Call[];
  ceiling: CeilingKind;
  /** Makes the calls just before the row is measured (signed-in rows: tokens expire). */
  setup?: () => Promise<Call[]>;
  /** Calls that can be sent once only (each places a checkout): made afresh for every run. */
  fresh?: (count: number) => Promise<Call[]>;
  /** Set when the row cannot be measured at this commit; the table says why. */
  skip?: string;
  note?: string;
};

const get = (path: string, headers: Record<string, string> = {}): Call => ({ method: 'GET', path, headers: { ...REALM, ...headers } });

/** A GET endpoint whose ceiling runs its statement reading from `table`. */
const endpoint = (id: string, name: string, path: string, table = 'products', extra: Partial<Endpoint> = {}): Endpoint => ({
  id,
  name,
  request: path,
  calls: [get(path)],
  ceiling: { main: table },
  ...extra,
});
const list = (id: string, name: string, query: string) => endpoint(id, name, `${PRODUCTS}?${query}`);

export type CatalogueInputs = { categoryId: number; productId: number; deep: DeepPage; deepOffsetPage: number };

export function catalogueEndpoints(inputs: CatalogueInputs): Endpoint[] {
  const { deep } = inputs;
  return [
    list('listing', 'listing', `page-limit=${PAGE}`),
    list('filter', 'category + price filter', `category-id=${inputs.categoryId}&min-price=500&max-price=5000&sort=price_asc&page-limit=${PAGE}`),
    list('deep-offset', `page ${inputs.deepOffsetPage} (page-number)`, `page-limit=${PAGE}&page-number=${inputs.deepOffsetPage}`),
    endpoint('deep', deep.name, deep.path, 'products', { note: deep.note, ...(deep.skip ? { skip: deep.skip } : {}) }),
    list('search', "search 'saree'", `search=saree&page-limit=${PAGE}`),
    list('typo', "typo search 'hedphones'", `search=hedphones&page-limit=${PAGE}`),
    endpoint('suggestions', "suggestions 'sar'", `${PRODUCTS}/suggestions?search=sar`),
    // Issue 14: the same lists in Hindi read each card's words from product_translations.
    list('listing-hi', 'listing in Hindi', `page-limit=${PAGE}&language-code=hi`),
    list('search-hi', "search 'साड़ी' in Hindi", `search=${encodeURIComponent('साड़ी')}&page-limit=${PAGE}&language-code=hi`),
    endpoint('suggestions-typo', "suggestions 'kurtta' (corrected)", `${PRODUCTS}/suggestions?search=kurtta`),
    endpoint('details', 'product details', `${PRODUCTS}/${inputs.productId}`),
    list('pincode', 'pincode filter', `pincode=560038&page-limit=${PAGE}`),
    list('rating', 'rating filter', `min-rating=4&page-limit=${PAGE}`),
    endpoint('vendors', 'vendor list', `/pbs/rest/v3/vendors?page-limit=${PAGE}`, 'vendors'),
  ];
}

/* ---- the deep page ---- */

export type DeepPage = { name: string; path: string; note: string; skip?: string };

type Inject = (path: string) => Promise<{ statusCode: number; json: () => unknown }>;

/** The product list's query parameter for keyset pages, if the contract has one. */
export function cursorParameter(): string | undefined {
  const shape = (ProductListQuery as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  return Object.keys(shape).find((key) => key === 'cursor');
}

/** The next page's cursor in a product list answer: a string field whose name says cursor. */
export function nextCursorOf(json: unknown): string | undefined {
  const body = (json as { response_body?: Record<string, unknown> } | null)?.response_body ?? {};
  const found = Object.entries(body).find(([key, value]) => /cursor/i.test(key) && typeof value === 'string' && value !== '');
  return found?.[1] as string | undefined;
}

/**
 * Page `page` of the listing (20 a page). BENCH_DEEP_PATH, when set, is taken as it is. With a
 * `cursor` parameter in the contract the page is reached the way a shopper would: following each
 * answer's next cursor from page 1; without one, it is asked for by page-number (a 4xx answer
 * then shows in the table, it is not left out).
 */
export async function findDeepPage(inject: Inject, page: number, override: string | undefined): Promise<DeepPage> {
  const name = `page ${page.toLocaleString('en-US')}`;
  if (override) return { name: `deep page (BENCH_DEEP_PATH)`, path: override, note: 'path from BENCH_DEEP_PATH' };
  const param = cursorParameter();
  if (!param) {
    return {
      name: `${name} (page-number)`,
      path: `${PRODUCTS}?page-limit=${PAGE}&page-number=${page}`,
      note: 'no cursor parameter in the contract: page-number',
    };
  }
  let path = `${PRODUCTS}?page-limit=${PAGE}`;
  for (let at = 1; at < page; at++) {
    const answer = await inject(path);
    const cursor = answer.statusCode === 200 ? nextCursorOf(answer.json()) : undefined;
    if (!cursor) {
      return {
        name: `${name} (cursor)`,
        path,
        note: `cursor`,
        skip: `following cursors stopped at page ${at} (answer ${answer.statusCode}, no next cursor)`,
      };
    }
    path = `${PRODUCTS}?page-limit=${PAGE}&${param}=${encodeURIComponent(cursor)}`;
  }
  return { name: `${name} (cursor)`, path, note: `keyset: reached by following ${page - 1} cursors from page 1` };
}
