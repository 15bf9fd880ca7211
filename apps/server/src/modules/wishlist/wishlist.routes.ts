import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ErrorEnvelope, WishlistAddBody, WishlistIdParams, WishlistItemResponse, WishlistQuery, WishlistResponse } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service';

const tags = ['wishlist'];

/** The customer-wishlist calls of spec §7, for signed-in customers only. */
export const wishlistRoutes =
  (_deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cfs/rest/v3/customer-wishlist',
      {
        schema: {
          tags,
          summary: 'The wish list, newest first, 50 a page; page-number -1 gives all; search matches product names.',
          querystring: WishlistQuery.extend(languageQuery.shape),
          response: { 200: WishlistResponse, ...commonErrors },
        },
      },
      async (request) => ok(await listWishlist(await request.customerContext(), request.query)),
    );

    app.post(
      '/cfs/rest/v3/customer-wishlist',
      {
        schema: {
          tags,
          summary: 'Adds a product; adding it again keeps the one entry (200 instead of 201).',
          querystring: languageQuery,
          body: WishlistAddBody,
          response: { 200: WishlistItemResponse, 201: WishlistItemResponse, ...commonErrors, 422: ErrorEnvelope },
        },
      },
      async (request, reply) => {
        const { item, created } = await addToWishlist(await request.customerContext(), request.body);
        const code = created ? 201 : 200;
        return reply.code(code).send(ok(item, created ? 'Added to your wish list' : 'Already in your wish list', code));
      },
    );

    app.delete(
      '/cfs/rest/v3/customer-wishlist/:wishlistId',
      {
        schema: {
          tags,
          summary: 'Removes one entry.',
          params: WishlistIdParams,
          querystring: languageQuery,
          response: { 200: envelope(z.null()), ...commonErrors },
        },
      },
      async (request) => {
        await removeFromWishlist(await request.customerContext(), request.params.wishlistId);
        return ok(null, 'Removed from your wish list');
      },
    );
  };
