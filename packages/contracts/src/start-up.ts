import { CONTENT_SETTINGS_PATH, LANGUAGES_PATH, STORE_IMAGES_PATH, VALIDATE_STORE_PATH } from './api-paths';

export type StartUpCall = { path: string; query: Record<string, string | number> };

/**
 * Spec §4 store start-up: the reads the web app makes before it can show a store, exactly as it
 * makes them. The server answers the same calls inside index.html, so a first visit shows the shop
 * without waiting a round trip for them; the web app takes each answer by startUpKey.
 */
export const startUpCalls = (realm: string, storeId: number | undefined) =>
  ({
    validate: { path: VALIDATE_STORE_PATH, query: { 'store-realmname': realm } },
    settings: { path: CONTENT_SETTINGS_PATH, query: { 'page-limit': 10, 'page-number': 1, ...(storeId === undefined ? {} : { 'store-id': storeId }) } },
    languages: { path: LANGUAGES_PATH, query: { page_number: -1, 'realm-name': realm } },
    images: { path: STORE_IMAGES_PATH, query: {} },
  }) satisfies Record<string, StartUpCall>;

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
