import { extname } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { UPLOAD_IMAGE_EXTENSIONS, UPLOAD_MAX_BYTES } from '@bazaar/contracts';
import { ApiError, badRequest } from '../../lib/api-error';

/**
 * A customer's photo made safe to keep and show: the name's extension and the real bytes must both
 * be an image we take, and the picture is decoded and written anew, so nothing of the original
 * file but its pixels is kept (no EXIF, GPS position, XMP or colour profile; no trailing payload).
 */

/** Longest side kept: enough to see a scratch or a wrong label, and a phone photo shrinks to a few hundred KB. */
export const IMAGE_MAX_SIDE = 2000;
/**
 * Pixels decoded at most (50 MP, more than a phone's main camera takes by default). A few MB of
 * PNG can claim 20,000 × 20,000 pixels and would need gigabytes to decode; this refuses it first.
 */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** What `file-type` may find in the bytes: the formats the image library reads. */
const READABLE = new Set(['image/png', 'image/apng', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

const ALLOWED = new Set<string>(UPLOAD_IMAGE_EXTENSIONS);
export const TYPE_LIST = 'PNG, JPEG, WebP, GIF, AVIF or TIFF';
export const NOT_AN_IMAGE = `Photos must be ${TYPE_LIST} images`;
export const TOO_LARGE = `The photo must be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;
export const EMPTY_FILE = 'The file is empty; choose a photo';
export const CONTENT_NOT_IMAGE = `This file is not a ${TYPE_LIST} image, whatever its name says`;
export const UNREADABLE = 'This image could not be read; it may be damaged. Try another photo';
export const TOO_MANY_PIXELS = `This image is too large to process (more than ${IMAGE_MAX_PIXELS / 1_000_000} megapixels)`;

/** The kept image's type: WebP keeps transparency, is smaller than JPEG at the same quality, and every supported browser shows it. */
export const STORED_EXTENSION = 'webp';

/** Checks a photo by its name and its bytes, and answers it re-encoded; a refusal is a 400/413 naming what to send instead. */
export async function reencodeImage(fileName: string | undefined, data: Buffer): Promise<Buffer> {
  const extension = extname(fileName ?? '')
    .slice(1)
    .toLowerCase();
  if (!ALLOWED.has(extension)) throw badRequest(NOT_AN_IMAGE);
  if (data.length === 0) throw badRequest(EMPTY_FILE);
  if (data.length > UPLOAD_MAX_BYTES) throw new ApiError(413, TOO_LARGE);
  // The name is only a claim: a ".png" holding a PDF or an HTML page stops here. Another image
  // type under an image name (a JPEG saved as .png) is fine, as it is re-encoded anyway.
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !READABLE.has(detected.mime)) throw badRequest(CONTENT_NOT_IMAGE);
  try {
    return await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .autoOrient() // EXIF orientation applied to the pixels, before the EXIF goes
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(); // no keepMetadata(): converted to sRGB, every metadata block dropped
  } catch (error) {
    throw badRequest(error instanceof Error && /pixel limit/i.test(error.message) ? TOO_MANY_PIXELS : UNREADABLE);
  }
}
