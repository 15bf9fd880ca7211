import { and, eq, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Profile, ProfileUpdateBody } from '@bazaar/contracts';
import { customers } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import { uniqueViolation } from '../../lib/db-errors';
import type { CustomerContext } from '../../plugins/auth';

/** Owns the signed-in customer's own profile: name, contact details, gender and birthday. */

type CustomerRow = typeof customers.$inferSelect;
export type ProfileUpdate = z.output<typeof ProfileUpdateBody>;

const EMAIL_TAKEN = 'This email is already used by another account';
const PHONE_TAKEN = 'This phone number is already used by another account';

export const toProfile = (row: CustomerRow): Profile => ({
  customer_id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  avatar_path: row.avatarPath,
  gender: row.gender,
  date_of_birth: row.dateOfBirth,
  has_password: row.passwordHash !== null,
  created_at: row.createdAt.toISOString(),
});

export const ownRow = (ctx: CustomerContext) => and(eq(customers.id, ctx.customerId), eq(customers.storeId, ctx.store.id));

async function findOwn(ctx: CustomerContext): Promise<CustomerRow> {
  const [row] = await ctx.db.select().from(customers).where(ownRow(ctx)).limit(1);
  // The session check has already passed, so this only happens if the account was removed meanwhile.
  if (!row) throw notFound('Your account was not found; please sign in again');
  return row;
}

export async function getProfile(ctx: CustomerContext): Promise<Profile> {
  return toProfile(await findOwn(ctx));
}

/** Refuses, before writing, an email or phone another customer of this store already uses. */
async function assertContactsFree(ctx: CustomerContext, email: string | null | undefined, phone: string | null | undefined) {
  const clash: SQL[] = [];
  if (email) clash.push(eq(customers.email, email));
  if (phone) clash.push(eq(customers.phone, phone));
  if (!clash.length) return;
  const others = await ctx.db
    .select({ email: customers.email, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.storeId, ctx.store.id), ne(customers.id, ctx.customerId), or(...clash)))
    .limit(2);
  if (email && others.some((o) => o.email === email)) throw new ApiError(409, EMAIL_TAKEN);
  if (phone && others.some((o) => o.phone === phone)) throw new ApiError(409, PHONE_TAKEN);
}

export async function updateProfile(ctx: CustomerContext, input: ProfileUpdate): Promise<Profile> {
  const current = await findOwn(ctx);
  const email = input.email === undefined ? current.email : input.email;
  const phone = input.phone === undefined ? current.phone : input.phone;
  if (!email && !phone) {
    throw badRequest('Keep an email or a phone number on your account: you sign in with one of them');
  }
  await assertContactsFree(ctx, email !== current.email ? email : undefined, phone !== current.phone ? phone : undefined);

  try {
    const [row] = await ctx.db
      .update(customers)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.email !== undefined && { email: input.email }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.gender !== undefined && { gender: input.gender }),
        ...(input.date_of_birth !== undefined && { dateOfBirth: input.date_of_birth }),
        updatedAt: new Date(),
      })
      .where(ownRow(ctx))
      .returning();
    if (!row) throw notFound('Your account was not found; please sign in again');
    return toProfile(row);
  } catch (error) {
    // Another request took the same email or phone between the check and this write.
    const index = uniqueViolation(error);
    if (index === undefined) throw error;
    throw new ApiError(409, index.includes('phone') ? PHONE_TAKEN : EMAIL_TAKEN);
  }
}
