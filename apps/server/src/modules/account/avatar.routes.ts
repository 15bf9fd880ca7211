import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, ProfileResponse } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ApiError, badRequest } from '../../lib/api-error';
import { ok } from '../../lib/envelope';
import { languageQuery } from '../../lib/route-schemas';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, NOT_AN_IMAGE, TOO_LARGE, removeAvatar, setAvatar } from './avatar.service';

const AVATAR_PATH = '/cfs/rest/v3/profile/avatar';

/** Fastify's own body errors for this route, reworded so the person knows what to send instead. */
function avatarBodyError(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ApiError(413, TOO_LARGE);
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_TYPE') throw badRequest(NOT_AN_IMAGE);
  throw error;
}

/**
 * The profile photo, sent as the raw image (not multipart). The image parsers and the 2 MB limit
 * live in this plugin only; the rest of the API keeps taking JSON of at most 1 MB.
 */
export const avatarRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addContentTypeParser([...AVATAR_TYPES], { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) => done(null, body));

    // The customer is checked before the body is read, so nobody signed out can make the server buffer 2 MB.
    // The context is built once per request, so the handler's ask gets the one checked here.
    const authenticate = async (request: FastifyRequest) => {
      await request.customerContext();
    };

    app.put(
      AVATAR_PATH,
      {
        bodyLimit: AVATAR_MAX_BYTES,
        onRequest: authenticate,
        errorHandler: avatarBodyError,
        schema: {
          tags: ['account'],
          summary: 'Sets the profile photo: the raw PNG, JPEG or WebP image (at most 2 MB) as the body, with its content-type.',
          consumes: [...AVATAR_TYPES],
          querystring: languageQuery,
          response: { 200: ProfileResponse, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 413: ErrorEnvelope },
        },
      },
      async (request) => ok(await setAvatar(await request.customerContext(), deps.storage, request.body, request.headers['content-type']), 'Photo updated'),
    );

    app.delete(
      AVATAR_PATH,
      {
        onRequest: authenticate,
        schema: {
          tags: ['account'],
          summary: 'Removes the profile photo; initials are shown instead.',
          querystring: languageQuery,
          response: { 200: ProfileResponse, 401: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (request) => ok(await removeAvatar(await request.customerContext(), deps.storage), 'Photo removed'),
    );
  };
