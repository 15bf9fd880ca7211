import type { z } from 'zod';
import type { Profile, ProfileUpdateBody, ProfileUpdateResult } from '@bazaar/contracts';
import { customers } from '../../db/schema';
import { badRequest, notFound } from '../../lib/api-error';
import type { CustomerContext, OtpDeps } from '../identity';
import { startContactChange } from './contact-change.service';
import { findOwn, ownRow, toProfile } from './customer-row';

/** Owns the signed-in customer's own profile: name, contact details, gender and birthday. */

export type ProfileUpdate = z.output<typeof ProfileUpdateBody>;

export async function getProfile(ctx: CustomerContext): Promise<Profile> {
  return toProfile(await findOwn(ctx));
}

/**
 * Changes what the customer sent. A new email or phone is not written here: it waits for its
 * code (contact-change.service.ts), sent before anything is written so a refused send (429)
 * changes nothing. Clearing one of them is applied at once, as long as one remains.
 */
export async function updateProfile(ctx: CustomerContext, deps: OtpDeps, input: ProfileUpdate, ip: string): Promise<ProfileUpdateResult> {
  const current = await findOwn(ctx);
  const newEmail = input.email && input.email !== current.email ? input.email : undefined;
  const newPhone = input.phone && input.phone !== current.phone ? input.phone : undefined;
  if (newEmail && newPhone) throw badRequest('Change your email and your phone number one at a time');
  const email = input.email === null ? null : current.email;
  const phone = input.phone === null ? null : current.phone;
  if (!email && !phone && !newEmail && !newPhone) {
    throw badRequest('Keep an email or a phone number on your account: you sign in with one of them');
  }
  if (!email && !phone) throw badRequest('Confirm your new contact before removing the last one: you sign in with it');

  const pending = newEmail || newPhone ? await startContactChange(ctx, deps, (newEmail ?? newPhone)!, ip) : null;
  const [row] = await ctx.db
    .update(customers)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.email === null && { email: null }),
      ...(input.phone === null && { phone: null }),
      ...(input.gender !== undefined && { gender: input.gender }),
      ...(input.date_of_birth !== undefined && { dateOfBirth: input.date_of_birth }),
      updatedAt: new Date(),
    })
    .where(ownRow(ctx))
    .returning();
  if (!row) throw notFound('Your account was not found; please sign in again');
  return { ...toProfile(row), pending_contact_change: pending };
}
