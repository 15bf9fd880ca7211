import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECKOUT_PATH,
  CheckoutCreateBody,
  CheckoutIdParams,
  CheckoutResponse,
  CheckoutUpdateBody,
  ErrorEnvelope,
  IdempotencyHeaders,
  PlaceOrderResponse,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { createCheckout, getCheckout, updateCheckout } from './checkout.service';
import { placeOrder, type StartOnlinePayment } from './place-order';

const tags = ['checkout'];
const refusals = { ...commonErrors, 409: ErrorEnvelope, 410: ErrorEnvelope };

/** The checkout calls of issue #11: make a checkout, read it, change it, place it as an order. */
export const checkoutRoutes =
  (
    _deps: ModuleDeps,
    options: {
      startOnlinePayment: (request: { origin: string; language?: string; log?: { error: (details: object, message: string) => void } }) => StartOnlinePayment;
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      CHECKOUT_PATH,
      {
        schema: {
          tags,
          summary: 'Makes a checkout from the cart or from one product bought now; prices come from the catalogue.',
          querystring: languageQuery,
          body: CheckoutCreateBody,
          response: { 201: CheckoutResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const checkout = await createCheckout(await request.customerContext(), request.body, new Date());
        return reply.code(201).send(ok(checkout, 'Checkout created', 201));
      },
    );

    app.get(
      `${CHECKOUT_PATH}/:checkoutId`,
      {
        schema: {
          tags,
          summary: 'The checkout, priced now.',
          params: CheckoutIdParams,
          querystring: languageQuery,
          response: { 200: CheckoutResponse, ...commonErrors },
        },
      },
      async (request) => ok(await getCheckout(await request.customerContext(), request.params.checkoutId, new Date())),
    );

    app.put(
      `${CHECKOUT_PATH}/:checkoutId`,
      {
        schema: {
          tags,
          summary: 'Sets the delivery and billing address, the coupon (null removes it), the payment methods and the slots.',
          params: CheckoutIdParams,
          querystring: languageQuery,
          body: CheckoutUpdateBody,
          response: { 200: CheckoutResponse, ...refusals },
        },
      },
      async (request) => ok(await updateCheckout(await request.customerContext(), request.params.checkoutId, request.body, new Date()), 'Checkout updated'),
    );

    app.post(
      `${CHECKOUT_PATH}/:checkoutId/place-order`,
      {
        schema: {
          tags,
          summary: 'Places the checkout as one order, once per Idempotency-Key; says what the browser does next.',
          params: CheckoutIdParams,
          headers: IdempotencyHeaders,
          querystring: languageQuery,
          response: { 200: PlaceOrderResponse, ...refusals, 422: ErrorEnvelope, 502: ErrorEnvelope },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        const start = options.startOnlinePayment({ origin: `${request.protocol}://${request.host}`, language: ctx.language, log: request.log });
        return ok(await placeOrder(ctx, request.params.checkoutId, request.headers['idempotency-key'], new Date(), start), 'Order placed');
      },
    );
  };
