import { eq } from 'drizzle-orm';
import type { CrfForm, OrderItemStatus, SaveCrfBody } from '@bazaar/contracts';
import { orderItemFormValues } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { inTransaction } from '../../plugins/request-context';
import type { FileStorage } from '../files';
import { lockCustomer, type CustomerContext } from '../identity';
import { checkAnswers } from './answers';
import { formOfItem, ownRequestItem } from './crf.queries';
import { formOfProduct } from './form.queries';

/**
 * PUT /cfs/rest/v3/crf-attributes: the buyer answers a request-based item's form (issue #13), with
 * the same checks as an enquiry's answers (every field by its data type; files only the buyer's
 * own uploads for that field). The new answers replace the old ones in one transaction.
 */

/** While the vendor has not finished with the item, the buyer may still tell it what they need. */
const ANSWERABLE: readonly OrderItemStatus[] = ['Received', 'InProgress'];

export const formClosed = (status: string) => `This item is ${status}; its request form can no longer be changed`;

export async function saveRequestForm(ctx: CustomerContext, storage: FileStorage, body: SaveCrfBody): Promise<CrfForm> {
  const item = await ownRequestItem(ctx, body.order_item_id);
  if (!ANSWERABLE.includes(item.status)) throw new ApiError(409, formClosed(item.status));
  const form = await formOfProduct(ctx.db, ctx.store.id, item.productId);
  const answers = await checkAnswers(ctx, storage, form?.attributes ?? [], body.attribute_values);
  return inTransaction(ctx, async (tx) => {
    // One writer per customer at a time (the customer's row lock, as checkout takes it): two saves
    // at once replace in turn, and the last one's answers are the item's, never a mix or a clash.
    await lockCustomer(tx.db, tx);
    const now = await ownRequestItem(tx, item.id);
    if (!ANSWERABLE.includes(now.status)) throw new ApiError(409, formClosed(now.status));
    await tx.db.delete(orderItemFormValues).where(eq(orderItemFormValues.orderItemId, item.id));
    if (answers.length) await tx.db.insert(orderItemFormValues).values(answers.map((a) => ({ ...a, orderItemId: item.id })));
    return formOfItem(tx.db, ctx.store.id, item, false);
  });
}
