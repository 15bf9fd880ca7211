import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORDERS_LIST_PATH, ORDERS_PAGE_LIMIT_DEFAULT, OrderListQuery, OrderListResponse } from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { listOrders } from './order.queries';

const tags = ['orders'];

/** The customer's orders with their items (the order pages of the next issue build on it). */
export const orderRoutes =
  (_deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      ORDERS_LIST_PATH,
      {
        schema: {
          tags,
          summary: "The customer's orders, newest first, each with its items (page-number, page-limit, status).",
          querystring: OrderListQuery.extend(languageQuery.shape),
          response: { 200: OrderListResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        const query = request.query;
        return ok(await listOrders(ctx, { page: query['page-number'] ?? 1, limit: query['page-limit'] ?? ORDERS_PAGE_LIMIT_DEFAULT, status: query.status }));
      },
    );
  };
