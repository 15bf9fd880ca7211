import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Address, AddressInput, AddressListQuery, AddressUpdateBody } from '@bazaar/contracts';
import { PAGE_LIMIT_DEFAULT } from '@bazaar/contracts';
import { addresses } from '../../db/schema';
import { ApiError, notFound } from '../../lib/api-error';
import { readPage } from '../../lib/paging';
import { storePostalCode } from '../../lib/postal-code';
import { lockCustomer, type CustomerContext } from '../identity';
import { clearOtherDefaults, ensureDefault, findOwnAddress, newestFirst, ownAddresses, toAddress } from './address.queries';

/**
 * Owns the customer's address book. Each type (delivery, billing) that has addresses has
 * exactly one default; every change that moves the default commits in one transaction.
 */

export const MAX_ADDRESSES = 20;

export type NewAddress = z.output<typeof AddressInput>;
export type AddressChanges = z.output<typeof AddressUpdateBody>;
export type AddressListOptions = z.output<typeof AddressListQuery>;

const missing = (id: number) => notFound(`Address ${id} was not found`);

export async function listAddresses(ctx: CustomerContext, query: AddressListOptions): Promise<{ addresses: Address[]; total: number }> {
  const where = and(ownAddresses(ctx), query.address_type ? eq(addresses.addressType, query.address_type) : undefined);
  const page = query['page-number'] ?? 1;
  const limit = query['page-limit'] ?? PAGE_LIMIT_DEFAULT;
  const ordered = ctx.db
    .select()
    .from(addresses)
    .where(where)
    .orderBy(...newestFirst);
  const { rows, total } = await readPage(page, limit, {
    all: () => ordered,
    slice: (size, offset) => ordered.limit(size).offset(offset),
    count: async () =>
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(addresses)
          .where(where)
      )[0]?.n ?? 0,
  });
  return { addresses: rows.map(toAddress), total };
}

export async function createAddress(ctx: CustomerContext, input: NewAddress): Promise<Address> {
  storePostalCode(ctx.store, input.pincode);
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, ctx);
    const [book] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        hasDefault: sql<boolean>`coalesce(bool_or(${addresses.isDefault} and ${addresses.addressType} = ${input.address_type}), false)`,
      })
      .from(addresses)
      .where(ownAddresses(ctx));
    if ((book?.total ?? 0) >= MAX_ADDRESSES) {
      throw new ApiError(422, `You can keep up to ${MAX_ADDRESSES} addresses. Delete one you no longer use to add a new one.`);
    }
    // The first address of a type (or any, while the type has no default) becomes its default.
    const isDefault = input.is_default || !book?.hasDefault;
    const [row] = await tx
      .insert(addresses)
      .values({
        storeId: ctx.store.id,
        customerId: ctx.customerId,
        addressType: input.address_type,
        name: input.name,
        phone: input.phone,
        line1: input.line1,
        line2: input.line2,
        landmark: input.landmark,
        city: input.city,
        state: input.state,
        pincode: input.pincode,
        isDefault,
      })
      .returning();
    if (isDefault) await clearOtherDefaults(tx, ctx, row!.addressType, row!.id);
    return toAddress(row!);
  });
}

/**
 * Changes an address. Moving it to the other type, or un-ticking its default, hands the old
 * default on to the newest other address of that type, so a type with addresses keeps one.
 */
export async function updateAddress(ctx: CustomerContext, id: number, changes: AddressChanges): Promise<Address> {
  if (changes.pincode !== undefined) storePostalCode(ctx.store, changes.pincode);
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, ctx);
    const current = await findOwnAddress(tx, ctx, id);
    if (!current) throw missing(id);
    const type = changes.address_type ?? current.addressType;
    const typeChanged = type !== current.addressType;
    const wantsDefault = changes.is_default ?? (typeChanged ? false : current.isDefault);

    if (wantsDefault) await clearOtherDefaults(tx, ctx, type, id);
    await tx
      .update(addresses)
      .set({
        addressType: type,
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.phone !== undefined && { phone: changes.phone }),
        ...(changes.line1 !== undefined && { line1: changes.line1 }),
        ...(changes.line2 !== undefined && { line2: changes.line2 }),
        ...(changes.landmark !== undefined && { landmark: changes.landmark }),
        ...(changes.city !== undefined && { city: changes.city }),
        ...(changes.state !== undefined && { state: changes.state }),
        ...(changes.pincode !== undefined && { pincode: changes.pincode }),
        isDefault: wantsDefault,
        updatedAt: new Date(),
      })
      .where(and(ownAddresses(ctx), eq(addresses.id, id)));
    if (!wantsDefault) await ensureDefault(tx, ctx, type, id);
    if (typeChanged && current.isDefault) await ensureDefault(tx, ctx, current.addressType);

    const row = await findOwnAddress(tx, ctx, id);
    return toAddress(row!);
  });
}

export async function makeDefaultAddress(ctx: CustomerContext, id: number): Promise<Address> {
  return ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, ctx);
    const current = await findOwnAddress(tx, ctx, id);
    if (!current) throw missing(id);
    if (current.isDefault) return toAddress(current);
    await clearOtherDefaults(tx, ctx, current.addressType, id);
    const [row] = await tx
      .update(addresses)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(and(ownAddresses(ctx), eq(addresses.id, id)))
      .returning();
    return toAddress(row!);
  });
}

/** Deletes an address; when it was the default, the newest remaining one of its type takes over. */
export async function deleteAddress(ctx: CustomerContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockCustomer(tx, ctx);
    const [removed] = await tx
      .delete(addresses)
      .where(and(ownAddresses(ctx), eq(addresses.id, id)))
      .returning({ addressType: addresses.addressType, isDefault: addresses.isDefault });
    if (!removed) throw missing(id);
    if (removed.isDefault) await ensureDefault(tx, ctx, removed.addressType);
  });
}
