import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorEnvelope, ProfileResponse, ProfileUpdateBody } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { languageQuery } from '../../lib/route-schemas';
import { requireCustomer } from '../../plugins/auth';
import { getProfile, updateProfile } from './profile.service';


export const profileRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cfs/rest/v3/profile',
      {
        schema: {
          tags: ['account'],
          summary: "The signed-in customer's profile.",
          querystring: languageQuery,
          response: { 200: ProfileResponse, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
        },
      },
      async (request) => {
        const ctx = await requireCustomer(deps.db, deps.keys, request);
        return ok(await getProfile(ctx));
      },
    );

    app.put(
      '/cfs/rest/v3/profile',
      {
        schema: {
          tags: ['account'],
          summary: 'Changes name, email, phone, gender or date of birth; email and phone stay unique in the store.',
          querystring: languageQuery,
          body: ProfileUpdateBody,
          response: { 200: ProfileResponse, 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope },
        },
      },
      async (request) => {
        const ctx = await requireCustomer(deps.db, deps.keys, request);
        return ok(await updateProfile(ctx, request.body), 'Profile updated');
      },
    );
  };
