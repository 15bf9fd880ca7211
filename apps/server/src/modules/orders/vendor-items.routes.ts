import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorEnvelope,
  OrderItemIdParams,
  TransitionBody,
  VENDOR_ITEMS_PAGE_LIMIT_DEFAULT,
  VENDOR_ORDER_ITEMS_PATH,
  VendorItemResponse,
  VendorItemsQuery,
  VendorItemsResponse,
} from '@bazaar/contracts';
import type { ModuleDeps } from '../../module-deps';
import { ok } from '../../lib/envelope';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { requireVendor } from '../vendor-console';
import { sendItemNotice } from './item-notices';
import { listVendorItems, transitionItem } from './vendor-items.service';
import { settleOwedRefund } from './vendor-refunds.service';

const tags = ['vendor console'];

/** A vendor user's order items and their moves, with the vendor console's token (issue #12). */
export const vendorItemRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const vendor = (request: Parameters<typeof requireVendor>[2]) => requireVendor(deps.db, deps.keys, request, deps.stores);
    app.get(
      VENDOR_ORDER_ITEMS_PATH,
      {
        schema: {
          tags,
          summary: "The vendor's own order items, newest first (status filter), each with the statuses it may be moved to.",
          querystring: VendorItemsQuery.and(languageQuery),
          response: { 200: VendorItemsResponse, ...commonErrors },
        },
      },
      async (request) => {
        const q = request.query;
        return ok(
          await listVendorItems(await vendor(request), {
            page: q['page-number'] ?? 1,
            limit: q['page-limit'] ?? VENDOR_ITEMS_PAGE_LIMIT_DEFAULT,
            status: q.status,
          }),
        );
      },
    );
    app.post(
      `${VENDOR_ORDER_ITEMS_PATH}/:orderItemId/transition`,
      {
        schema: {
          tags,
          summary:
            "Moves one of the vendor's items along the order item table: accept, fulfil, reject, approve or refuse a return; 409 names both states when the move is not allowed.",
          params: OrderItemIdParams,
          body: TransitionBody,
          response: { 200: VendorItemResponse, ...commonErrors, 409: ErrorEnvelope },
        },
      },
      async (request) => {
        const ctx = await vendor(request);
        const item = await transitionItem(ctx, request.params.orderItemId, request.body, { issueRefund: deps.issueRefund });
        const answered = item.return_request && item.return_request.status !== 'open' && item.return_request.status !== 'withdrawn';
        sendItemNotice(deps.db, deps.notifier, ctx.store, {
          itemId: item.order_item_id,
          to: item.status,
          refund: item.refund,
          request: answered ? { kind: item.return_request!.kind, approved: item.return_request!.status === 'approved' } : null,
        });
        return ok(item, `Moved to ${request.body.to}`);
      },
    );
    app.post(
      `${VENDOR_ORDER_ITEMS_PATH}/:orderItemId/refund/settle`,
      {
        schema: {
          tags,
          summary: 'Records that the cash owed back for an item paid on delivery has been handed to the customer (owed → completed, once).',
          params: OrderItemIdParams,
          response: { 200: VendorItemResponse, ...commonErrors, 409: ErrorEnvelope },
        },
      },
      async (request) => {
        const ctx = await vendor(request);
        const { item, settledMinor } = await settleOwedRefund(ctx, request.params.orderItemId);
        sendItemNotice(deps.db, deps.notifier, ctx.store, {
          itemId: item.order_item_id,
          to: item.status,
          handedBack: settledMinor / item.currency.number_to_basic,
        });
        return ok(item, 'Recorded as handed back');
      },
    );
  };
