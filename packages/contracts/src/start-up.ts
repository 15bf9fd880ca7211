import { CONTENT_SETTINGS_PATH, LANGUAGES_PATH, PRODUCTS_PATH, STORE_IMAGES_PATH, VALIDATE_STORE_PATH } from './api-paths';

export type StartUpCall = { path: string; query: Record<string, string | number> };

/**
 * Spec §4 store start-up: the reads the web app makes before it can show a store, exactly as it
 * makes them. The server answers the same calls inside index.html, so a first visit shows the shop
 * without waiting a round trip for them; the web app takes each answer by startUpKey. The product
 * page's product and the unfiltered listing's first page are answered there too (below).
 */
export const startUpCalls = (realm: string, storeId: number | undefined) =>
  ({
    validate: { path: VALIDATE_STORE_PATH, query: { 'store-realmname': realm } },
    settings: { path: CONTENT_SETTINGS_PATH, query: { 'page-limit': 10, 'page-number': 1, ...(storeId === undefined ? {} : { 'store-id': storeId }) } },
    languages: { path: LANGUAGES_PATH, query: { page_number: -1, 'realm-name': realm } },
    images: { path: STORE_IMAGES_PATH, query: {} },
  }) satisfies Record<string, StartUpCall>;

/** A product page's own first read, its product, as the page asks for it. */
export const productPageCall = (productId: number): StartUpCall => ({ path: `${PRODUCTS_PATH}/${productId}`, query: {} });

/** The listing with no filters (the shop's "all products"): its first page of `pageLimit` (PAGE_LIMIT_DEFAULT), as the listing asks for it. */
export const landingListingCall = (pageLimit: number): StartUpCall => ({ path: PRODUCTS_PATH, query: { 'page-number': 1, 'page-limit': pageLimit } });

/** application/x-www-form-urlencoded, as URLSearchParams writes it (which this package's targets may lack). */
const formEncode = (value: string) =>
  encodeURIComponent(value)
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');

/** A call's path and query string as the browser's URLSearchParams writes them: how an answer is found. */
export function startUpKey({ path, query }: StartUpCall): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${formEncode(key)}=${formEncode(String(value))}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

/** The id of the JSON script element in index.html that holds the answers, by key. */
export const START_ANSWERS_ELEMENT_ID = 'bazaar-start';
