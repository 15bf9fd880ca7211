import type { FastifyRequest } from 'fastify';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY } from '@bazaar/contracts';
import type { Db } from '../db/client';
import { stores } from '../db/schema';
import { ApiError, badRequest, notFound } from '../lib/api-error';

/**
 * The store row, plus how many minor units (paise) make its main unit (rupee): number_to_basic of
 * its first currency, default 100 (spec §3). Every price leaving the API needs it, so it comes
 * with the store in the one query each request already makes.
 */
export type StoreRow = typeof stores.$inferSelect & { minorPerMain: number; defaultLanguage: string | null };

// Qualified by hand: drizzle writes a one-table select's columns bare, and a bare "id" inside the
// subquery would mean the currency's own id.
const minorPerMainColumn = sql<number>`coalesce((
  select nullif(c.number_to_basic, 0) from store_currencies c where c.store_id = "stores"."id" order by c.position, c.id limit 1
), ${DEFAULT_CURRENCY.number_to_basic})::int`;

/** The code of the store's default language, whose text the catalogue rows hold (null: none listed). */
const defaultLanguageColumn = sql<string | null>`(
  select l.language_code from store_languages l where l.store_id = "stores"."id" and l.is_default order by l.position limit 1
)`;

/** What every service call knows about its request (Vendure's RequestContext). */
export type RequestContext = {
  db: Db;
  store: StoreRow;
  language: string | undefined;
};

const realmPattern = /^[a-z0-9][a-z0-9_-]{0,62}$/i;

function readRealm(request: FastifyRequest): string | undefined {
  const header = request.headers['realm-name'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = typeof query['realm-name'] === 'string' ? query['realm-name'] : undefined;
  if (fromHeader && fromQuery && fromHeader !== fromQuery) {
    throw badRequest('The realm-name header and the realm-name parameter name different stores');
  }
  return fromHeader ?? fromQuery;
}

/** Finds a store by realm: the process's StoreCache, or the database for callers without one. */
export type StoreLookup = { find: (realm: string) => Promise<StoreRow | undefined> };

export async function findStoreByRealm(db: Db, realm: string): Promise<StoreRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(stores), minorPerMain: minorPerMainColumn, defaultLanguage: defaultLanguageColumn })
    .from(stores)
    .where(eq(stores.realmName, realm))
    .limit(1);
  return row;
}

/**
 * Resolves the store a request acts for. Without a bearer token the store is named by the
 * realm-name header (spec §6); an unknown store is a 404, never another store's data.
 */
export async function storeContext(db: Db, request: FastifyRequest, stores: StoreLookup): Promise<RequestContext> {
  const realm = readRealm(request);
  if (!realm) throw badRequest('Name the store with the realm-name header');
  if (!realmPattern.test(realm)) throw badRequest('realm-name may contain only letters, digits, "-" and "_"');
  const store = await stores.find(realm);
  if (!store) throw notFound(`No store is named "${realm}"`);
  const query = (request.query ?? {}) as Record<string, unknown>;
  const language = typeof query['language-code'] === 'string' ? query['language-code'] : undefined;
  return { db, store, language };
}

export { ApiError };
