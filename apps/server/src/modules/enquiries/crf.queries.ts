import { asc, eq } from 'drizzle-orm';
import { OPTION_TYPES, type CrfForm } from '@bazaar/contracts';
import { orderItemFormValues } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import type { CustomerContext } from '../identity';
import { findOwnOrderItem } from '../orders';
import { attributeValueView } from './answers';
import { extensionsOf, formOfProduct } from './form.queries';

/**
 * GET /cfs/rest/v3/get-crf-attributes: the custom request form of the customer's own
 * request-based order item, each field with its answer when the item has one. A request item
 * whose product has no form answers an empty form (the panel shows its not-available message).
 */

export const NO_SUCH_REQUEST_ITEM = 'There is no such request-based order item';

export async function requestFormOf(ctx: CustomerContext, orderItemId: number): Promise<CrfForm> {
  const item = await findOwnOrderItem(ctx, orderItemId);
  if (!item || (item.itemType !== 'request_item' && item.orderFlow !== 'request_based')) throw notFound(NO_SUCH_REQUEST_ITEM);
  const form = await formOfProduct(ctx.db, ctx.store.id, item.productId);
  const answers = await ctx.db
    .select()
    .from(orderItemFormValues)
    .where(eq(orderItemFormValues.orderItemId, item.id))
    .orderBy(asc(orderItemFormValues.position));
  const byAttribute = new Map(answers.map((a) => [a.attributeId, a]));
  return {
    order_item_id: item.id,
    form_title_display_name: form?.form.title ?? '',
    attributes: (form?.attributes ?? []).map((a) => {
      const answer = byAttribute.get(a.id);
      const view = answer ? attributeValueView(answer, a, false) : null;
      return {
        attribute_id: a.id,
        attribute_name: a.name,
        datatype_id: a.datatypeId,
        required: a.required,
        sensitive: a.sensitive,
        option_names: OPTION_TYPES.includes(a.datatypeId) ? a.options : [],
        supported_extension: extensionsOf(a),
        input_config: a.inputConfig,
        value: view?.value ?? '',
        masked: view?.masked ?? false,
      };
    }),
  };
}
