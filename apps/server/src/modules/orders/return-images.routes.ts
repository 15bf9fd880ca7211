import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImageBytes, OrderItemIdParams, ReturnImageQuery, VENDOR_ORDER_ITEMS_PATH } from '@bazaar/contracts';
import { orderItems, orders, returnRequests } from '../../db/schema';
import type { ModuleDeps } from '../../module-deps';
import { commonErrors, languageQuery } from '../../lib/route-schemas';
import { ownUploadFolder, pathInside, sendPrivateImage } from '../files';
import { requireVendor, type VendorContext } from '../vendor-console';

/**
 * The photos a customer attached to a return or replacement request, for the vendor of that item
 * only: the path must be one the item's requests name, inside the buyer's own upload folder. Any
 * other item, vendor, store or path is answered alike: not found.
 */
async function returnImagePath(ctx: VendorContext, itemId: number, path: string): Promise<string | null> {
  const rows = await ctx.db
    .select({ images: returnRequests.images, customerId: orders.customerId })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(returnRequests.orderItemId, itemId), eq(orderItems.storeId, ctx.store.id), eq(orderItems.vendorId, ctx.vendorId)));
  const named = rows.find((r) => r.images.includes(path));
  return named ? pathInside(path, ownUploadFolder({ store: ctx.store, customerId: named.customerId })) : null;
}

export const returnImageRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${VENDOR_ORDER_ITEMS_PATH}/:orderItemId/return-images`,
      {
        schema: {
          tags: ['vendor console'],
          summary: "A photo of the item's return or replacement request (path, as the request's images name it), for the item's vendor only.",
          params: OrderItemIdParams,
          querystring: ReturnImageQuery.and(languageQuery),
          response: { 200: { description: 'The photo', content: { 'image/webp': { schema: ImageBytes } } }, ...commonErrors },
        },
      },
      async (request, reply) => {
        const ctx = await requireVendor(deps.db, deps.keys, request, deps.stores);
        return sendPrivateImage(reply, deps.storage, await returnImagePath(ctx, request.params.orderItemId, request.query.path));
      },
    );
  };
