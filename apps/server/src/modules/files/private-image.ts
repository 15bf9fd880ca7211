import { extname } from 'node:path';
import type { FastifyReply } from 'fastify';
import { notFound } from '../../lib/api-error';
import { safeRelativePath, type FileStorage } from './file-storage';

/**
 * Customers' uploads live under `uploads/{storeId}/{customerId}/`, apart from the public images,
 * and leave the server only through calls that check who asks (never through `/files/*`).
 */

export const UPLOADS_ROOT = 'uploads/';

/** The folder of one customer's uploads; a path they may attach or read starts with it. */
export const ownUploadFolder = (owner: { store: { id: number }; customerId: number }) => `${UPLOADS_ROOT}${owner.store.id}/${owner.customerId}/`;

/** The folder of a customer's uploads for one custom form field (issue #13); an answer may name only these. */
export const attributeUploadFolder = (owner: { store: { id: number }; customerId: number }, attributeId: number) => `${ownUploadFolder(owner)}a${attributeId}/`;

/**
 * The cleaned path when it may be served to anyone: inside storage and not somebody's upload,
 * however that is written (`./uploads/…`, `a/../uploads/…`, `UPLOADS/…` on a case-blind disk).
 */
export function publicPath(path: string): string | null {
  const rel = safeRelativePath(path);
  return rel === null || rel.toLowerCase().startsWith(UPLOADS_ROOT) ? null : rel;
}

/** The path, cleaned, when it lies inside `folder`; null for anything else or anything climbing out. */
export function pathInside(path: string, folder: string): string | null {
  const rel = safeRelativePath(path);
  return rel !== null && rel.startsWith(folder) ? rel : null;
}

const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

export const NO_SUCH_PHOTO = 'There is no such photo';

/**
 * Sends a private image: its type from the name, never sniffed; kept only in the asker's own
 * browser cache (the name is random and the file never changes, so a day is safe); 404 when missing.
 */
export async function sendPrivateImage(reply: FastifyReply, storage: FileStorage, path: string | null, missing = NO_SUCH_PHOTO) {
  const type = path ? IMAGE_TYPES[extname(path).toLowerCase()] : undefined;
  const data = path && type ? await storage.read(path) : null;
  if (!data || !type) throw notFound(missing);
  return reply
    .type(type)
    .header('cache-control', 'private, max-age=86400')
    .header('vary', 'Authorization')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .header('content-disposition', 'inline')
    .send(data);
}
