import { asc, eq } from 'drizzle-orm';
import type { CrfForm } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { orderItemFormValues } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import type { CustomerContext } from '../identity';
import { findOwnOrderItem, findVendorOrderItem } from '../orders';
import type { VendorContext } from '../vendor-console';
import { attributeValueView } from './answers';
import { isRequestItem } from './chat-room.queries';
import { formAttributeView, formOfProduct } from './form.queries';

/**
 * GET /cfs/rest/v3/get-crf-attributes (the buyer) and /vms/rest/v3/get-crf-attributes (the
 * seller): the custom request form of a request-based order item, each field with its answer
 * when the item has one. A request item whose product has no form answers an empty form (the
 * panel shows its not-available message).
 */

export const NO_SUCH_REQUEST_ITEM = 'There is no such request-based order item';

type RequestItem = { id: number; productId: number };

/** The buyer's own request item (its status too), or 404 for anything else. */
export async function ownRequestItem(ctx: CustomerContext, orderItemId: number) {
  const item = await findOwnOrderItem(ctx, orderItemId);
  if (!item || !isRequestItem(item)) throw notFound(NO_SUCH_REQUEST_ITEM);
  return item;
}

export async function formOfItem(db: Db, storeId: number, item: RequestItem, reveal: boolean): Promise<CrfForm> {
  const form = await formOfProduct(db, storeId, item.productId);
  const answers = await db.select().from(orderItemFormValues).where(eq(orderItemFormValues.orderItemId, item.id)).orderBy(asc(orderItemFormValues.position));
  const byAttribute = new Map(answers.map((a) => [a.attributeId, a]));
  return {
    order_item_id: item.id,
    form_title_display_name: form?.form.title ?? '',
    attributes: (form?.attributes ?? []).map((a) => {
      const answer = byAttribute.get(a.id);
      const view = answer ? attributeValueView(answer, a, reveal) : null;
      return { ...formAttributeView(a), value: view?.value ?? '', masked: view?.masked ?? false };
    }),
  };
}

/** The buyer's view: sensitive answers masked unless revealed (the customer's panel asks when the eye is pressed). */
export async function requestFormOf(ctx: CustomerContext, orderItemId: number, reveal = false): Promise<CrfForm> {
  return formOfItem(ctx.db, ctx.store.id, await ownRequestItem(ctx, orderItemId), reveal);
}

/** The seller's view of one of its request items; sensitive answers shown only with reveal. */
export async function vendorRequestFormOf(ctx: VendorContext, orderItemId: number, reveal: boolean): Promise<CrfForm> {
  const item = await findVendorOrderItem(ctx, orderItemId);
  if (!item || !isRequestItem(item)) throw notFound(NO_SUCH_REQUEST_ITEM);
  return formOfItem(ctx.db, ctx.store.id, item, reveal);
}
