import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { vendorUsers } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import type { Db } from '../../db/client';
import type { RequestContext, StoreLookup } from '../../plugins/store-context';
import { bearerToken, verifyVendorToken, type KeyRing } from '../identity';

/** A request made by a vendor user: everything is scoped to this store and vendor. */
export type VendorContext = RequestContext & { vendorUserId: number; vendorId: number };

const unauthorized = (message: string) => new ApiError(401, message, { 'www-authenticate': 'Bearer' });

/** The vendor token's store and vendor, while its user still works there; a shopper's token is refused. */
export async function requireVendor(db: Db, keys: KeyRing, request: FastifyRequest, stores: StoreLookup): Promise<VendorContext> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in to the vendor console to continue');
  const claims = await verifyVendorToken(keys, token);
  if (!claims) throw unauthorized('Your vendor sign-in has expired or is not valid; please sign in again');
  const store = await stores.find(claims.realm);
  if (!store) throw unauthorized('This sign-in belongs to a store that no longer exists');
  const [user] = await db
    .select({ id: vendorUsers.id })
    .from(vendorUsers)
    .where(and(eq(vendorUsers.id, claims.vendorUserId), eq(vendorUsers.storeId, store.id), eq(vendorUsers.vendorId, claims.vendorId)))
    .limit(1);
  if (!user) throw unauthorized('This vendor account no longer has access; ask the store for a new one');
  const query = (request.query ?? {}) as Record<string, unknown>;
  const language = typeof query['language-code'] === 'string' ? query['language-code'] : undefined;
  return { db, store, language, vendorUserId: claims.vendorUserId, vendorId: claims.vendorId };
}
