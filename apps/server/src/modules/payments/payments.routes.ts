import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHECK_ORDER_STATUS_PATH,
  CheckOrderStatusQuery,
  CheckOrderStatusResponse,
  OrderIdParams,
  PAYMENT_TYPES_PATH,
  PaymentTypesResponse,
} from '@bazaar/contracts';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import type { ModuleDeps } from '../../module-deps';
import { checkOrderStatus } from './order-status.service';
import { listPaymentMethods } from './payment-methods';

const tags = ['payments'];

/** The store's payment methods, and the status re-check of spec §7, for signed-in customers. */
export const paymentRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      PAYMENT_TYPES_PATH,
      {
        schema: {
          tags,
          summary: "The store's payment methods: cash on delivery and the gateways (spec §3 payment method).",
          querystring: languageQuery,
          response: { 200: PaymentTypesResponse, ...commonErrors },
        },
      },
      async (request) => ok({ payment_types: await listPaymentMethods(await request.customerContext()) }),
    );

    app.put(
      `${CHECK_ORDER_STATUS_PATH}/:orderId`,
      {
        schema: {
          tags,
          summary:
            "Confirms the order's online payment with its provider and answers the outcome: 'Amount paid for that order' when paid (spec §7). The order's owner only.",
          params: OrderIdParams,
          querystring: CheckOrderStatusQuery.extend(languageQuery.shape),
          response: { 200: CheckOrderStatusResponse, ...commonErrors },
        },
      },
      async (request) => {
        const status = await checkOrderStatus(await request.customerContext(), deps.gateways, request.params.orderId, request.log, {
          shopperReturned: request.query.returned === 'true',
        });
        return ok(status, status.message);
      },
    );
  };
