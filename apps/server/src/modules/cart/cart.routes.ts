import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CartAddBody, CartItemIdParams, CartQuantityBody, CartQuery, CartResponse, ErrorEnvelope } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { addToCart, clearCart, getCart, removeLine, setLineQuantity } from './cart.service';

const tags = ['cart'];

/** The customer-cart calls of spec §7, for signed-in customers only; each answers with the whole cart. */
export const cartRoutes =
  (_deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/cfs/rest/v3/customer-cart',
      {
        schema: {
          tags,
          summary: "The customer's cart lines (Products), oldest first; page_number -1 (default) gives all.",
          querystring: CartQuery.extend(languageQuery.shape),
          response: { 200: CartResponse, ...commonErrors },
        },
      },
      async (request) => ok(await getCart(await request.customerContext(), request.query)),
    );

    app.post(
      '/cfs/rest/v3/customer-cart',
      {
        schema: {
          tags,
          summary: 'Adds products; a product already in the cart gets the new quantity instead of a second line.',
          querystring: languageQuery,
          body: CartAddBody,
          response: { 200: CartResponse, ...commonErrors, 409: ErrorEnvelope, 422: ErrorEnvelope },
        },
      },
      async (request) => ok(await addToCart(await request.customerContext(), request.body), 'Added to cart'),
    );

    app.put(
      '/cfs/rest/v3/customer-cart/:cartItemId',
      {
        schema: {
          tags,
          summary: "Sets a line's quantity (1 up to stock and the product's per-order limit).",
          params: CartItemIdParams,
          querystring: languageQuery,
          body: CartQuantityBody,
          response: { 200: CartResponse, ...commonErrors, 409: ErrorEnvelope },
        },
      },
      async (request) => ok(await setLineQuantity(await request.customerContext(), request.params.cartItemId, request.body.cart_quantity), 'Cart updated'),
    );

    app.delete(
      '/cfs/rest/v3/customer-cart/:cartItemId',
      {
        schema: { tags, summary: 'Removes one line.', params: CartItemIdParams, querystring: languageQuery, response: { 200: CartResponse, ...commonErrors } },
      },
      async (request) => ok(await removeLine(await request.customerContext(), request.params.cartItemId), 'Removed from cart'),
    );

    app.delete(
      '/cfs/rest/v3/customer-cart',
      { schema: { tags, summary: 'Empties the cart.', querystring: languageQuery, response: { 200: CartResponse, ...commonErrors } } },
      async (request) => ok(await clearCart(await request.customerContext()), 'Cart emptied'),
    );
  };
