import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogueIdParams,
  CategoryListQuery,
  CategoryListResponse,
  LanguageOnlyQuery,
  PageOnlyQuery,
  ReviewListResponse,
  VendorListQuery,
  VendorListResponse,
  VendorResponse,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors } from '../../lib/route-schemas';
import { listCategories } from './category.service';
import { productRoutes } from './product.routes';
import { listReviews } from './review.service';
import { getVendor, listVendors } from './vendor.service';

/** The public catalogue: products (product.routes.ts), categories, vendors and reviews. */

const tags = ['catalogue'];

export const catalogueRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(productRoutes(deps));

    app.get(
      '/pbs/rest/v3/categories',
      {
        schema: {
          tags,
          summary: 'Categories as a flat tree (parents before children) with parent_id, image and product counts; page-number -1 or none gives all.',
          querystring: CategoryListQuery,
          response: { 200: CategoryListResponse, ...commonErrors },
        },
      },
      async (request) => {
        const page = request.query['page-number'] ?? -1;
        return ok(await listCategories(await request.visitorContext(), page, request.query['page-limit']));
      },
    );

    app.get(
      '/pbs/rest/v3/vendors',
      {
        schema: {
          tags,
          summary: "The store's vendors with their profiles and product counts, best rated first; 10 a page by default, page-number -1 gives all.",
          querystring: VendorListQuery,
          response: { 200: VendorListResponse, ...commonErrors },
        },
      },
      async (request) => ok(await listVendors(await request.visitorContext(), request.query['page-number'] ?? 1, request.query['page-limit'])),
    );

    app.get(
      '/pbs/rest/v3/vendors/:id',
      {
        schema: {
          tags,
          summary: "A vendor's profile and policies.",
          params: CatalogueIdParams,
          querystring: LanguageOnlyQuery,
          response: { 200: VendorResponse, ...commonErrors },
        },
      },
      async (request) => ok(await getVendor(await request.visitorContext(), request.params.id)),
    );

    app.get(
      '/pbs/rest/v3/products/:id/reviews',
      {
        schema: {
          tags,
          summary: "A product's reviews, newest first, with the rating summary.",
          params: CatalogueIdParams,
          querystring: PageOnlyQuery,
          response: { 200: ReviewListResponse, ...commonErrors },
        },
      },
      async (request) => {
        const { id } = request.params;
        return ok(await listReviews(await request.visitorContext(), id, request.query['page-number'] ?? 1, request.query['page-limit']));
      },
    );
  };
