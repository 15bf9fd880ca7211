import { randomUUID } from 'node:crypto';
import type { UploadedFile } from '@bazaar/contracts';
import { badRequest } from '../../lib/api-error';
import { enforceRateLimits, type RateLimiter, type RateRule } from '../../lib/rate-limit';
import type { CustomerContext } from '../identity';
import type { FileStorage } from './file-storage';
import { reencodeImage, STORED_EXTENSION } from './image-upload';
import { ownUploadFolder } from './private-image';
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

export const FORM_UPLOADS_CLOSED = 'attribute_id: uploads for order form fields are not open yet; send the photo without it';

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

export async function saveUpload(ctx: CustomerContext, storage: FileStorage, form: UploadForm): Promise<UploadedFile> {
  // The custom order forms (a later issue) will say per attribute what they take; until then an
  // upload is a return photo, and one for a form field is refused rather than guessed at.
  if (form.attributeId !== undefined) throw badRequest(FORM_UPLOADS_CLOSED);
  const image = await reencodeImage(form.fileName, form.data);
  const path = `${ownUploadFolder(ctx)}${randomUUID()}.${STORED_EXTENSION}`;
  await storage.write(path, image);
  return { path };
}
