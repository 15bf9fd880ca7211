import { and, eq } from 'drizzle-orm';
import type { Profile } from '@bazaar/contracts';
import { customers } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import type { CustomerContext } from '../identity';

/** The signed-in customer's own row, and its shape in the API. */

type CustomerRow = typeof customers.$inferSelect;

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

export async function findOwn(ctx: CustomerContext): Promise<CustomerRow> {
  const [row] = await ctx.db.select().from(customers).where(ownRow(ctx)).limit(1);
  // The session check has already passed, so this only happens if the account was removed meanwhile.
  if (!row) throw notFound('Your account was not found; please sign in again');
  return row;
}
