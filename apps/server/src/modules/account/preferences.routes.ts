import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope, LanguageCode, PreferencesResponse, PreferencesUpdateBody } from '@bazaar/contracts';
import type { ModuleDeps } from '../../app';
import { ok } from '../../lib/envelope';
import { requireCustomer } from '../../plugins/auth';
import { getPreferences, updatePreferences } from './preferences.service';

const languageQuery = z.object({ 'language-code': LanguageCode.optional() });
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope };

export const preferencesRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cfs/rest/v3/preferences',
      {
        schema: {
          tags: ['account'],
          summary: "The customer's language, theme and notification choices (defaults until first saved).",
          querystring: languageQuery,
          response: { 200: PreferencesResponse, ...errors },
        },
      },
      async (request) => {
        const ctx = await requireCustomer(deps.db, deps.keys, request);
        return ok(await getPreferences(ctx));
      },
    );

    app.put(
      '/cfs/rest/v3/preferences',
      {
        schema: {
          tags: ['account'],
          summary: 'Saves the preferences sent; the others keep their value.',
          querystring: languageQuery,
          body: PreferencesUpdateBody,
          response: { 200: PreferencesResponse, ...errors },
        },
      },
      async (request) => {
        const ctx = await requireCustomer(deps.db, deps.keys, request);
        return ok(await updatePreferences(ctx, request.body), 'Preferences saved');
      },
    );
  };
