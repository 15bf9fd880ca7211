import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { UPLOAD_IMAGE_EXTENSIONS, type UploadedFile } from '@bazaar/contracts';
import { badRequest } from '../../lib/api-error';
import { enforceRateLimits, type RateLimiter, type RateRule } from '../../lib/rate-limit';
import type { CustomerContext } from '../identity';
import type { FileStorage } from './file-storage';
import { reencodeImage, STORED_EXTENSION } from './image-upload';
import { attributeUploadFolder, ownUploadFolder } from './private-image';
import { checkDocument } from './document-upload';

const IMAGE_EXTENSIONS = new Set<string>(UPLOAD_IMAGE_EXTENSIONS);
import type { UploadForm } from './upload-form';

/** A customer's uploads: checked, re-encoded and stored under their own folder with a name of ours. */

/**
 * Per customer: a return takes at most five photos, so 20 in ten minutes leaves room for retries
 * and second thoughts, and 100 a day bounds what one account can make the server decode and keep.
 */
export const UPLOAD_LIMITS = {
  burst: { limit: 20, windowSeconds: 10 * 60 },
  daily: { limit: 100, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateRule>;

/** What a custom form field takes, as the enquiries module says (null: no such field that takes files in this store). */
export type FormAttributeRule = (ctx: CustomerContext, attributeId: number) => Promise<{ name: string; extensions: readonly string[] } | null>;

export const NO_SUCH_FIELD = 'attribute_id does not name a field of this store that takes files';
export const fieldTakes = (name: string, extensions: readonly string[]) => `${name} takes only ${extensions.join(', ')} files`;

/**
 * Counted before the body is read, and every attempt counts (a refused file cost the server as
 * much to look at), so a customer over the limit cannot make the server buffer or decode anything.
 */
export const limitUploads = (ctx: CustomerContext, limiter: RateLimiter) => {
  const who = `${ctx.store.id}:${ctx.customerId}`;
  const message = (s: number) => `You have uploaded a great many files. Please try again in ${Math.ceil(s / 60)} minutes.`;
  return enforceRateLimits(limiter, [
    { key: `upload-burst:${who}`, rule: UPLOAD_LIMITS.burst, message },
    { key: `upload-day:${who}`, rule: UPLOAD_LIMITS.daily, message },
  ]);
};

/**
 * Without `attribute_id`, a return photo. With it, a file for that custom form field, kept in the
 * field's own folder so that an answer can name only the customer's uploads for that field: the
 * field's extensions only, images re-encoded as return photos are, documents checked by their bytes.
 */
export async function saveUpload(ctx: CustomerContext, storage: FileStorage, form: UploadForm, formAttribute?: FormAttributeRule): Promise<UploadedFile> {
  if (form.attributeId === undefined) return store(storage, ownUploadFolder(ctx), STORED_EXTENSION, await reencodeImage(form.fileName, form.data));
  const rule = formAttribute ? await formAttribute(ctx, form.attributeId) : null;
  if (!rule) throw badRequest(NO_SUCH_FIELD);
  const extension = extname(form.fileName ?? '')
    .slice(1)
    .toLowerCase();
  if (extension === '' || !rule.extensions.includes(extension)) throw badRequest(fieldTakes(rule.name, rule.extensions));
  const folder = attributeUploadFolder(ctx, form.attributeId);
  if (IMAGE_EXTENSIONS.has(extension)) return store(storage, folder, STORED_EXTENSION, await reencodeImage(form.fileName, form.data));
  return store(storage, folder, extension, await checkDocument(extension, form.data));
}

async function store(storage: FileStorage, folder: string, extension: string, data: Buffer): Promise<UploadedFile> {
  const path = `${folder}${randomUUID()}.${extension}`;
  await storage.write(path, data);
  return { path };
}
