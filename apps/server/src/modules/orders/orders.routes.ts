import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelItemBody,
  ErrorEnvelope,
  InvoicePdf,
  InvoiceQuery,
  ItemChangeResponse,
  ORDER_ITEMS_PATH,
  ORDERS_LIST_PATH,
  ORDERS_PAGE_LIMIT_DEFAULT,
  ORDERS_PATH,
  OrderRecordResponse,
  OrderIdParams,
  OrderItemIdParams,
  OrderListQuery,
  OrderListResponse,
  ReturnItemBody,
  ReviewInput,
  ReviewItemBody,
  ReviewResponse,
  CatalogueIdParams,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ApiError } from '../../lib/api-error';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { storeLogoPath } from '../store';
import { invoiceLogos } from './invoice-logo';
import { renderInvoice } from './invoice-pdf';
import { invoiceLanguage } from './invoice-words';
import { invoiceData } from './invoice.queries';
import { cancelItem, requestReturn, reviewItem, withdrawReturn } from './item-actions.service';
import { sendItemNotice } from './item-notices';
import { listOrders, orderDetails } from './order.queries';

const tags = ['orders'];
const refusals = { ...commonErrors, 409: ErrorEnvelope };

/** The customer's orders and what they do with an item after purchase (issue #12). */
export const orderRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const logos = invoiceLogos(deps.storage);
    app.get(
      ORDERS_LIST_PATH,
      {
        schema: {
          tags,
          summary: "The customer's orders, newest first, each item with what may be done with it now (status, from, to, search).",
          querystring: OrderListQuery.and(languageQuery),
          response: { 200: OrderListResponse, ...commonErrors },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        const q = request.query;
        return ok(
          await listOrders(ctx, {
            page: q['page-number'] ?? 1,
            limit: q['page-limit'] ?? ORDERS_PAGE_LIMIT_DEFAULT,
            status: q.status,
            from: q.from,
            to: q.to,
            search: q.search,
          }),
        );
      },
    );

    app.get(
      `${ORDERS_PATH}/:orderId`,
      {
        schema: {
          tags,
          summary: "One of the customer's orders: items with their history, payments and refunds.",
          params: OrderIdParams,
          querystring: languageQuery,
          response: { 200: OrderRecordResponse, ...commonErrors },
        },
      },
      async (request) => {
        const details = await orderDetails(await request.customerContext(), request.params.orderId);
        if (!details) throw new ApiError(404, `There is no order ${request.params.orderId} among your orders`);
        return ok(details);
      },
    );

    app.get(
      `${ORDERS_PATH}/:orderId/invoice`,
      {
        schema: {
          tags,
          summary: "The order's invoice as a PDF (application/pdf, an attachment), or one vendor's part of it (vendor-id); the owner's only.",
          params: OrderIdParams,
          querystring: InvoiceQuery.and(languageQuery),
          response: { 200: { description: 'The invoice, a PDF file', content: { 'application/pdf': { schema: InvoicePdf } } }, ...commonErrors },
        },
      },
      async (request, reply) => {
        const { orderId } = request.params;
        const vendorId = request.query['vendor-id'];
        const ctx = await request.customerContext();
        const [data, logo] = await Promise.all([invoiceData(ctx, orderId, vendorId), storeLogoPath(ctx.db, ctx.store.id).then(logos)]);
        const pdf = await renderInvoice({ ...data, logo, language: invoiceLanguage(request.query['language-code']) });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="invoice-${orderId}${vendorId === undefined ? '' : `-${vendorId}`}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    const item = `${ORDER_ITEMS_PATH}/:orderItemId`;
    app.post(
      `${item}/cancel`,
      {
        schema: {
          tags,
          summary: 'Cancels the item where its policy allows; records the refund due.',
          params: OrderItemIdParams,
          body: CancelItemBody,
          response: { 200: ItemChangeResponse, ...refusals },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        const change = await cancelItem(ctx, request.params.orderItemId, request.body, { issueRefund: deps.issueRefund });
        sendItemNotice(deps.db, deps.notifier, ctx.store, { itemId: change.order_item_id, to: 'Cancelled', refund: change.refund });
        return ok(change, 'Item cancelled');
      },
    );
    app.post(
      `${item}/return`,
      {
        schema: {
          tags,
          summary: 'Asks to return a delivered item for a refund, or to have it replaced, within the policy window.',
          params: OrderItemIdParams,
          body: ReturnItemBody,
          response: { 200: ItemChangeResponse, ...refusals },
        },
      },
      async (request) => {
        const ctx = await request.customerContext();
        const change = await requestReturn(ctx, request.params.orderItemId, request.body);
        sendItemNotice(deps.db, deps.notifier, ctx.store, { itemId: change.order_item_id, to: 'Return' });
        return ok(change, 'Request sent');
      },
    );
    app.delete(
      `${item}/return`,
      {
        schema: {
          tags,
          summary: 'Withdraws the open return or replacement request.',
          params: OrderItemIdParams,
          response: { 200: ItemChangeResponse, ...refusals },
        },
      },
      async (request) => ok(await withdrawReturn(await request.customerContext(), request.params.orderItemId), 'Request withdrawn'),
    );
    app.post(
      `${item}/review`,
      {
        schema: {
          tags,
          summary: 'Reviews a delivered item, once.',
          params: OrderItemIdParams,
          body: ReviewItemBody,
          response: { 200: ItemChangeResponse, ...refusals },
        },
      },
      async (request) => ok((await reviewItem(await request.customerContext(), request.params.orderItemId, request.body)).change, 'Thank you for your review'),
    );
    // The catalogue's older review call: the same review, named by product and order item.
    app.post(
      '/cfs/rest/v3/products/:id/reviews',
      {
        schema: {
          tags,
          summary: 'Reviews a product for one delivered order item of it (one review per order item); updates the product rating.',
          params: CatalogueIdParams,
          querystring: languageQuery,
          body: ReviewInput,
          response: { 201: ReviewResponse, ...refusals },
        },
      },
      async (request, reply) => {
        const { order_item_id: itemId, text, ...rest } = request.body;
        const { review } = await reviewItem(await request.customerContext(), itemId, { ...rest, body: text }, new Date(), request.params.id);
        return reply.code(201).send(ok(review, 'Thank you for your review', 201));
      },
    );
  };
