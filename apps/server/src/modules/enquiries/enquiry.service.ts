import { ENQUIRY_STATUS, type CreateEnquiryBody } from '@bazaar/contracts';
import { enquiries, enquiryAttributeValues } from '../../db/schema';
import { badRequest, notFound } from '../../lib/api-error';
import { enforceRateLimits, type RateLimiter, type RateRule } from '../../lib/rate-limit';
import { findVisibleProducts } from '../catalogue';
import type { FileStorage } from '../files';
import type { CustomerContext } from '../identity';
import { checkAnswers } from './answers';
import { formOfProduct, NO_SUCH_PRODUCT } from './form.queries';

/** Sending an enquiry: the product must be sold by enquiry in this store, and every answer is checked by its field's data type. */

/** Per customer: a shopper asking a few vendors an afternoon is far below this; a script filling vendors' inboxes is not. */
export const ENQUIRY_LIMITS = {
  burst: { limit: 10, windowSeconds: 10 * 60 },
  daily: { limit: 50, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateRule>;

export { NO_SUCH_PRODUCT };
export const notByEnquiry = (name: string) => `${name} is not sold by enquiry; add it to the cart instead`;

export async function createEnquiry(ctx: CustomerContext, deps: { storage: FileStorage; limiter: RateLimiter }, body: CreateEnquiryBody) {
  const who = `${ctx.store.id}:${ctx.customerId}`;
  const message = (s: number) => `You have sent a great many enquiries. Please try again in ${Math.ceil(s / 60)} minutes.`;
  await enforceRateLimits(deps.limiter, [
    { key: `enquiry-burst:${who}`, rule: ENQUIRY_LIMITS.burst, message },
    { key: `enquiry-day:${who}`, rule: ENQUIRY_LIMITS.daily, message },
  ]);
  // findVisibleProducts is scoped to the store: another store's product is not found, as an unknown one.
  const [product] = await findVisibleProducts(ctx, [body.product_id]);
  if (!product) throw notFound(NO_SUCH_PRODUCT);
  if (product.orderFlow !== 'enquiry_based') throw badRequest(notByEnquiry(product.name));
  const form = await formOfProduct(ctx.db, ctx.store.id, product.id);
  const answers = await checkAnswers(ctx, deps.storage, form?.attributes ?? [], body.attribute_values);
  return ctx.db.transaction(async (tx) => {
    const [enquiry] = await tx
      .insert(enquiries)
      .values({
        storeId: ctx.store.id,
        customerId: ctx.customerId,
        productId: product.id,
        vendorId: product.vendorId,
        productName: product.name,
        vendorName: product.vendorName,
        status: ENQUIRY_STATUS.open,
      })
      .returning({ id: enquiries.id });
    if (answers.length) await tx.insert(enquiryAttributeValues).values(answers.map((a) => ({ ...a, enquiryId: enquiry!.id })));
    return { enquiry_id: enquiry!.id };
  });
}
