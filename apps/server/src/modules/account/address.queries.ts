import { and, desc, eq, ne, not, exists, sql } from 'drizzle-orm';
import type { Address } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import type { CustomerContext } from '../identity';

/**
 * The SQL behind the address book. Every statement is scoped by store and customer; the
 * functions take the transaction they run in, so a change and its default upkeep commit together.
 */

export type AddressRow = typeof addresses.$inferSelect;
export type AddressType = AddressRow['addressType'];

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  address_type: row.addressType,
  name: row.name,
  phone: row.phone,
  line1: row.line1,
  line2: row.line2,
  landmark: row.landmark,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  is_default: row.isDefault,
  created_at: row.createdAt.toISOString(),
});

export const ownAddresses = (ctx: CustomerContext) => and(eq(addresses.storeId, ctx.store.id), eq(addresses.customerId, ctx.customerId));

/** The default first, then the newest: the order lists and promotions use. */
export const newestFirst = [desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)];

export async function findOwnAddress(tx: Db, ctx: CustomerContext, id: number): Promise<AddressRow | undefined> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(ownAddresses(ctx), eq(addresses.id, id)))
    .limit(1);
  return row;
}

/** Clears the default flag of every other address of this type. */
export async function clearOtherDefaults(tx: Db, ctx: CustomerContext, type: AddressType, keepId: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(ownAddresses(ctx), eq(addresses.addressType, type), eq(addresses.isDefault, true), ne(addresses.id, keepId)));
}

/**
 * Keeps "every type that has addresses has one default": when none is left, the newest address
 * of the type becomes it, preferring any other than `avoidId` (the one just un-defaulted).
 * One statement, so there is no gap between the check and the write.
 */
export async function ensureDefault(tx: Db, ctx: CustomerContext, type: AddressType, avoidId = 0): Promise<void> {
  const ofType = and(ownAddresses(ctx), eq(addresses.addressType, type));
  const candidate = tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(ofType)
    .orderBy(sql`${addresses.id} = ${avoidId}`, desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  const hasDefault = tx
    .select({ one: sql`1` })
    .from(addresses)
    .where(and(ofType, eq(addresses.isDefault, true)));
  await tx
    .update(addresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(ofType, eq(addresses.id, sql`(${candidate})`), not(exists(hasDefault))));
}
