import { randomBytes } from 'node:crypto';
import type { Profile } from '@bazaar/contracts';
import { customers } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/api-error';
import type { CustomerContext } from '../identity';
import type { FileStorage } from '../files';
import { ownRow, toProfile } from './customer-row';

/** The customer's photo: a PNG, JPEG or WebP of at most 2 MB, stored under avatars/{store}/. */

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

export const NOT_AN_IMAGE = 'avatar must be a PNG, JPEG or WebP image';
export const TOO_LARGE = 'avatar must be at most 2 MB';

const EXTENSIONS: Record<AvatarType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

const startsWith = (data: Buffer, bytes: number[], offset = 0) => data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/** Whether the bytes really are an image of the declared type (its magic number), not merely labelled so. */
export function matchesType(data: Buffer, type: AvatarType): boolean {
  switch (type) {
    case 'image/png':
      return startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(data, [0xff, 0xd8, 0xff]);
    case 'image/webp':
      return startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8);
  }
}

/** The media type without parameters ("image/png; charset=x" → "image/png"), when it is one we take. */
export function avatarType(contentType: string | undefined): AvatarType | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return AVATAR_TYPES.find((t) => t === type);
}

/** Only files this feature wrote for this customer are ever deleted, never seeded or shared ones. */
const ownFilePrefix = (ctx: CustomerContext) => `avatars/${ctx.store.id}/${ctx.customerId}-`;

async function replaceAvatarPath(ctx: CustomerContext, storage: FileStorage, next: string | null): Promise<Profile> {
  const { row, previous } = await ctx.db.transaction(async (tx) => {
    // Locked so two uploads at once each see the path the other replaced, and no file is orphaned.
    const [current] = await tx.select({ avatarPath: customers.avatarPath }).from(customers).where(ownRow(ctx)).for('update');
    if (!current) throw notFound('Your account was not found; please sign in again');
    const [updated] = await tx.update(customers).set({ avatarPath: next, updatedAt: new Date() }).where(ownRow(ctx)).returning();
    return { row: updated!, previous: current.avatarPath };
  });
  if (previous && previous !== next && previous.startsWith(ownFilePrefix(ctx))) {
    // The profile no longer points at it; a failed delete only leaves an unused file behind.
    await storage.remove(previous).catch(() => undefined);
  }
  return toProfile(row);
}

export async function setAvatar(ctx: CustomerContext, storage: FileStorage, data: unknown, contentType: string | undefined): Promise<Profile> {
  const type = avatarType(contentType);
  if (!type || !Buffer.isBuffer(data) || !matchesType(data, type)) throw badRequest(NOT_AN_IMAGE);
  if (data.length > AVATAR_MAX_BYTES) throw new ApiError(413, TOO_LARGE);
  const path = `${ownFilePrefix(ctx)}${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`;
  await storage.write(path, data);
  try {
    return await replaceAvatarPath(ctx, storage, path);
  } catch (error) {
    await storage.remove(path).catch(() => undefined);
    throw error;
  }
}

export async function removeAvatar(ctx: CustomerContext, storage: FileStorage): Promise<Profile> {
  return replaceAvatarPath(ctx, storage, null);
}
