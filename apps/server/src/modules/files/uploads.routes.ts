import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, FILES_PATH, ImageBytes, PROTECTED_IMAGE_PATH, ProtectedImageQuery, UPLOAD_MAX_BYTES, UploadResponse } from '@bazaar/contracts';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import type { RateLimiter } from '../../lib/rate-limit';
import { reportingLimiter } from '../../lib/rate-limit-headers';
import type { FileStorage } from './file-storage';
import { ownUploadFolder, pathInside, sendPrivateImage } from './private-image';
import { formError, readUploadForm } from './upload-form';
import { limitUploads, saveUpload, type FormAttributeRule } from './uploads.service';

const tags = ['files'];

/** Errors Fastify raises before the handler (a body type it has no parser for, a JSON body over the limit), reworded. */
const uploadBodyError = (error: FastifyError): never => {
  throw error.statusCode === 415 || error.statusCode === 413 ? formError(error) : error;
};

/**
 * The customer's uploads (issue #12): a return photo in, its path out; and the customer's own
 * uploads read back. Multipart is parsed in this plugin only; the rest of the API takes JSON.
 */
export const uploadRoutes =
  (deps: { storage: FileStorage; limiter: RateLimiter; formAttribute?: FormAttributeRule }): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

    // The customer is checked before anything of the body is read.
    const authenticate = async (request: FastifyRequest) => {
      await request.customerContext();
    };

    app.post(
      FILES_PATH,
      {
        onRequest: authenticate,
        errorHandler: uploadBodyError,
        schema: {
          tags,
          summary:
            'Uploads a return photo, or with `attribute_id` a file for that custom form field: multipart/form-data with the file in the field `file` (at most 5 MB). Photos (PNG, JPEG, WebP, GIF, AVIF or TIFF) are re-encoded as WebP without their metadata, at most 2000 px on a side; a form field takes only its own extensions, and documents (pdf, doc, docx, yml, yaml) must be what their bytes say. The answer is its path, to name in a return request or a form answer.',
          consumes: ['multipart/form-data'],
          querystring: languageQuery,
          response: { 200: UploadResponse, 400: ErrorEnvelope, 401: ErrorEnvelope, 413: ErrorEnvelope, 429: ErrorEnvelope },
        },
      },
      async (request, reply) => {
        const ctx = await request.customerContext();
        await limitUploads(ctx, reportingLimiter(reply, deps.limiter));
        const form = await readUploadForm(request);
        return ok(await saveUpload(ctx, deps.storage, form, deps.formAttribute), form.attributeId === undefined ? 'Photo uploaded' : 'File uploaded');
      },
    );

    app.get(
      PROTECTED_IMAGE_PATH,
      {
        onRequest: authenticate,
        schema: {
          tags,
          summary: "One of the customer's own uploads by its path (image-path); anybody else's is not found.",
          querystring: ProtectedImageQuery.and(languageQuery),
          response: { 200: { description: 'The image', content: { 'image/webp': { schema: ImageBytes } } }, ...commonErrors },
        },
      },
      async (request, reply) => {
        const ctx = await request.customerContext();
        return sendPrivateImage(reply, deps.storage, pathInside(request.query['image-path'], ownUploadFolder(ctx)));
      },
    );
  };
