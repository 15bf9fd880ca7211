import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogueIdParams,
  LanguageOnlyQuery,
  PageOnlyQuery,
  ProductDetailsResponse,
  ProductListQuery,
  ProductListResponse,
  RecommendationsQuery,
  SuggestionsQuery,
  SuggestionsResponse,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors } from '../../lib/route-schemas';
import { browseProducts, getProductDetails, recommend } from './product.service';
import { suggest } from './suggest';

const tags = ['catalogue'];

export const productRoutes =
  (_deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/pbs/rest/v3/products',
      {
        schema: {
          tags,
          summary: 'Products of the store, filtered, searched and sorted; 10 a page by default. Prices in the main unit.',
          querystring: ProductListQuery,
          response: { 200: ProductListResponse, ...commonErrors },
        },
      },
      async (request) => ok(await browseProducts(await request.visitorContext(), request.query)),
    );

    app.get(
      '/pbs/rest/v3/products/suggestions',
      {
        schema: {
          tags,
          summary: 'Up to 8 product and category names starting with, then containing, the typed text.',
          querystring: SuggestionsQuery,
          response: { 200: SuggestionsResponse, ...commonErrors },
        },
      },
      async (request) => ok({ suggestions: await suggest(await request.visitorContext(), request.query.search) }),
    );

    app.get(
      '/pbs/rest/v3/products/:id',
      {
        schema: {
          tags,
          summary: 'Everything the product page shows: images, stock, policies, bundle parts, FAQ, reviews summary, vendor.',
          params: CatalogueIdParams,
          querystring: LanguageOnlyQuery,
          response: { 200: ProductDetailsResponse, ...commonErrors },
        },
      },
      async (request) => ok(await getProductDetails(await request.visitorContext(), request.params.id)),
    );

    app.get(
      '/pbs/rest/v3/deals',
      {
        schema: {
          tags,
          summary: 'Products on deal, most popular first.',
          querystring: PageOnlyQuery,
          response: { 200: ProductListResponse, ...commonErrors },
        },
      },
      async (request) => ok(await browseProducts(await request.visitorContext(), request.query, { dealsOnly: true })),
    );

    app.get(
      '/pbs/rest/v3/recommendations',
      {
        schema: {
          tags,
          summary: 'Related products (same category, then vendor) for product-id, or popular products without it.',
          querystring: RecommendationsQuery,
          response: { 200: ProductListResponse, ...commonErrors },
        },
      },
      async (request) => ok(await recommend(await request.visitorContext(), request.query)),
    );
  };
