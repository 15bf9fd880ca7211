import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AiConfigurationResponse,
  ContentSettingsQuery,
  ContentSettingsResponse,
  LanguageCode,
  LanguagesQuery,
  LanguagesResponse,
  StoreImagesResponse,
  ValidateStoreQuery,
  ValidateStoreResponse,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { notFound } from '../../lib/api-error';
import { ok } from '../../lib/envelope';
import { commonErrors } from '../../lib/route-schemas';
import { getStoreImages, getStoreSettings, listLanguages, validationResult } from './store.service';

const realmHeader = z.object({ 'realm-name': z.string().optional() });

export const storeRoutes =
  ({ stores }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Signed-in calls name their store by their token, guests by the realm-name header (spec §6).
    app.get(
      '/ums/rest/v3/validate-store',
      {
        schema: {
          tags: ['store'],
          summary: 'Is this store open? Names it for the page title.',
          querystring: ValidateStoreQuery,
          response: { 200: ValidateStoreResponse, ...commonErrors },
        },
      },
      async (request) => {
        const realm = request.query['store-realmname'];
        const store = await stores.find(realm);
        if (!store) throw notFound(`No store is named "${realm}"`);
        return ok(validationResult(store), store.status ? 'Store is open' : 'Store is unavailable');
      },
    );

    app.get(
      '/pbs/rest/v3/content-settings',
      {
        schema: {
          tags: ['store'],
          summary: "The store's colours per theme, header and footer colours, and currencies.",
          headers: realmHeader,
          querystring: ContentSettingsQuery,
          response: { 200: ContentSettingsResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.visitorContext();
        const storeId = request.query['store-id'];
        if (storeId !== undefined && storeId !== ctx.store.id) throw notFound(`Store ${storeId} was not found`);
        const page = request.query['page-number'] ?? 1;
        const settings = await getStoreSettings(ctx);
        // One settings record per store: it is on the first page (or on "all", -1).
        const rows = page === -1 || page === 1 ? [settings] : [];
        return ok({ store_settings_data: rows, total: 1 });
      },
    );

    app.get(
      '/pbs/rest/v3/languages',
      {
        schema: {
          tags: ['store'],
          summary: "The store's languages; only status 1 is active, is_default marks the default.",
          headers: realmHeader,
          querystring: LanguagesQuery,
          response: { 200: LanguagesResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.visitorContext();
        return ok(await listLanguages(ctx, request.query.page_number ?? -1));
      },
    );

    app.get(
      '/pbs/rest/v3/store-images',
      {
        schema: {
          tags: ['store'],
          summary: "The store's logos for light and dark themes, as file paths.",
          headers: realmHeader,
          querystring: z.object({ 'language-code': LanguageCode.optional() }),
          response: { 200: StoreImagesResponse, ...commonErrors },
        },
      },
      async (request) => ok(await getStoreImages(await request.visitorContext())),
    );

    app.get(
      '/cfs/rest/v3/ai-configuration',
      {
        schema: {
          tags: ['store'],
          summary: 'Whether the AI assistant is on for this store; for signed-in customers only (spec §6, §7), 401 for guests.',
          querystring: z.object({ 'language-code': LanguageCode.optional() }),
          response: { 200: AiConfigurationResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        return ok({ ai_configuration: [{ ask_ai: ctx.store.askAi }] });
      },
    );
  };
