import type { FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, sessions } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { KeyRing } from './signing-keys';
import { verifyAccessToken } from './tokens';
import { storeContext, type RequestContext, type StoreLookup } from '../../plugins/store-context';

/** A request made by a signed-in customer: everything is scoped to this customer and store. */
export type CustomerContext = RequestContext & { customerId: number; sessionId: string };

/** The customer's email and phone, as payment providers ask for them. */
export async function customerContact(db: Db, ctx: CustomerContext): Promise<{ email: string | null; phone: string | null }> {
  const [row] = await db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.id, ctx.customerId), eq(customers.storeId, ctx.store.id)));
  return row ?? { email: null, phone: null };
}

/**
 * Locks the customer's row for the rest of the transaction, so changes that check a limit or an
 * invariant across several rows (addresses and their defaults, cart and wish list sizes) run one
 * after another for one customer.
 */
export async function lockCustomer(tx: Db, ctx: CustomerContext): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, ctx.customerId), eq(customers.storeId, ctx.store.id)))
    .for('update');
}

const unauthorized = (message: string) => new ApiError(401, message, { 'www-authenticate': 'Bearer' });

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Verifies the access token and that its session is still alive, so a revoked or signed-out
 * session is refused at once even while its access token has not expired.
 */
export async function requireCustomer(db: Db, keys: KeyRing, request: FastifyRequest, stores: StoreLookup): Promise<CustomerContext> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in to continue');
  const claims = await verifyAccessToken(keys, token);
  if (!claims) throw unauthorized('Your sign-in has expired or is not valid; please sign in again');

  const header = request.headers['realm-name'];
  const realmHeader = Array.isArray(header) ? header[0] : header;
  if (realmHeader && realmHeader !== claims.realm) throw unauthorized('This sign-in belongs to another store');
  const store = await stores.find(claims.realm);
  if (!store) throw unauthorized('This sign-in belongs to a store that no longer exists');

  const now = new Date();
  const [session] = await db
    .select({ id: sessions.id, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.customerId, claims.customerId),
        eq(sessions.storeId, store.id),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!session) throw unauthorized('This session has ended; please sign in again');

  // "Last used" is kept to the minute; writing on every request would be wasted work.
  if (now.getTime() - session.lastUsedAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, session.id), lt(sessions.lastUsedAt, sql`now() - interval '1 minute'`)));
  }
  const query = (request.query ?? {}) as Record<string, unknown>;
  const language = typeof query['language-code'] === 'string' ? query['language-code'] : undefined;
  return { db, store, language, customerId: claims.customerId, sessionId: claims.sessionId };
}

/**
 * Public calls: the token's store when one is sent and valid, otherwise the realm-name header.
 * With a token the result is the whole CustomerContext (`'customerId' in ctx` tells them apart).
 */
export async function publicContext(db: Db, keys: KeyRing, request: FastifyRequest, stores: StoreLookup): Promise<RequestContext | CustomerContext> {
  if (bearerToken(request)) return requireCustomer(db, keys, request, stores);
  return storeContext(db, request, stores);
}
