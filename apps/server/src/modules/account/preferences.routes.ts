import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PreferencesResponse, PreferencesUpdateBody } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { getPreferences, updatePreferences } from './preferences.service';

export const preferencesRoutes =
  (_deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cfs/rest/v3/preferences',
      {
        schema: {
          tags: ['account'],
          summary: "The customer's language, theme and notification choices (defaults until first saved).",
          querystring: languageQuery,
          response: { 200: PreferencesResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
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
          response: { 200: PreferencesResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        return ok(await updatePreferences(ctx, request.body), 'Preferences saved');
      },
    );
  };
