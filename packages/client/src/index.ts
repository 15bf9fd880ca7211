import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema';

/**
 * A typed client of the Bazaar API (issue #16), generated from the OpenAPI document: every path,
 * parameter, body and answer is checked by the compiler, so a contract change that breaks a
 * caller fails its typecheck. `baseUrl` is the server's address; pass the store's `realm-name`
 * header or a customer's `Authorization` in `headers`.
 */
export const createBazaarClient = (options: ClientOptions = {}) => createClient<paths>(options);
export type BazaarClient = ReturnType<typeof createBazaarClient>;
export type { paths, operations, components } from './schema';
