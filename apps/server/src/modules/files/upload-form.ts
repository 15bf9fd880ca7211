import type { FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@bazaar/contracts';
import { ApiError, badRequest } from '../../lib/api-error';
import { TOO_LARGE } from './image-upload';

/** What the upload form carried: one file, and the custom-form attribute it is for, if any. */
export type UploadForm = { fileName: string | undefined; data: Buffer; attributeId: number | undefined };

export const NOT_MULTIPART = 'Send the photo as multipart/form-data, in a field named file';
export const NO_FILE = 'Choose a photo to upload (the form field file is missing)';
export const ONE_FILE = 'Send one file per upload';
export const BAD_FORM = 'The upload could not be read; please try again';
export const BAD_ATTRIBUTE = 'attribute_id must be a whole number';

/**
 * The parser's limits. Multipart bodies do not go through Fastify's bodyLimit, so every part is
 * bounded here: one file of at most UPLOAD_MAX_BYTES and a few short fields.
 */
const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, parts: 6, fieldSize: 100, fieldNameSize: 100, headerPairs: 20 };

/** The multipart plugin's and its parser's errors, reworded so the person knows what to send instead. */
export function formError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ApiError(413, TOO_LARGE);
  if (code === 'FST_FILES_LIMIT') return badRequest(ONE_FILE);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_ERR_CTP_EMPTY_TYPE')
    return badRequest(NOT_MULTIPART);
  // Anything else the parser throws (a missing boundary, a part cut short, too many fields) is the request's fault.
  return badRequest(BAD_FORM);
}

/** Reads the form, the file into memory (it is at most UPLOAD_MAX_BYTES); unknown text fields are ignored. */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(NOT_MULTIPART);
  let file: { name: string | undefined; data: Buffer } | undefined;
  let attribute: string | undefined;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw badRequest(NO_FILE);
        }
        file = { name: part.filename, data: await part.toBuffer() };
      } else if (part.fieldname === 'attribute_id') {
        attribute = String(part.value).trim();
      }
    }
  } catch (error) {
    throw formError(error);
  }
  if (!file) throw badRequest(NO_FILE);
  if (attribute !== undefined && !/^[1-9]\d{0,8}$/.test(attribute)) throw badRequest(BAD_ATTRIBUTE);
  return { fileName: file.name, data: file.data, attributeId: attribute === undefined ? undefined : Number(attribute) };
}
