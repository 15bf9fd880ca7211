import { and, asc, eq } from 'drizzle-orm';
import { allowedExtensions, FILE_TYPES, OPTION_TYPES, type EnquiryForm, type EnquiryFormAttribute, type FormField, type InputConfig } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { customFormAttributes, customForms } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import type { RequestContext } from '../../plugins/store-context';
import { findVisibleProducts } from '../catalogue';
import type { CustomerContext } from '../identity';

/** A product's custom form (issue #13): its title and the fields it asks now, in order. */

export type FormAttributeRow = typeof customFormAttributes.$inferSelect;

export async function formOfProduct(db: Db, storeId: number, productId: number) {
  const [form] = await db
    .select()
    .from(customForms)
    .where(and(eq(customForms.storeId, storeId), eq(customForms.productId, productId)))
    .limit(1);
  if (!form) return null;
  const attributes = await db
    .select()
    .from(customFormAttributes)
    .where(and(eq(customFormAttributes.formId, form.id), eq(customFormAttributes.archived, false)))
    .orderBy(asc(customFormAttributes.position), asc(customFormAttributes.id));
  return { form, attributes };
}

export const toFormField = (a: Pick<FormAttributeRow, 'name' | 'datatypeId' | 'required' | 'options' | 'inputConfig'>): FormField => ({
  attribute_name: a.name,
  datatype_id: a.datatypeId,
  required: a.required,
  options: a.options,
  input_config: a.inputConfig,
});

export const extensionsOf = (a: { datatypeId: number; inputConfig: InputConfig }) =>
  FILE_TYPES.includes(a.datatypeId) ? allowedExtensions({ datatype_id: a.datatypeId, input_config: a.inputConfig }) : [];

/** For the upload call: what a file field of this store takes; null for anything else. */
export async function formAttributeUploadRule(ctx: CustomerContext, attributeId: number) {
  const [row] = await ctx.db
    .select({ name: customFormAttributes.name, datatypeId: customFormAttributes.datatypeId, inputConfig: customFormAttributes.inputConfig })
    .from(customFormAttributes)
    .where(and(eq(customFormAttributes.id, attributeId), eq(customFormAttributes.storeId, ctx.store.id), eq(customFormAttributes.archived, false)))
    .limit(1);
  if (!row || !FILE_TYPES.includes(row.datatypeId)) return null;
  return { name: row.name, extensions: extensionsOf(row) };
}

/** A field as the forms show it (spec §3: supported_extension so spelled there), without an answer. */
export const formAttributeView = (a: FormAttributeRow): EnquiryFormAttribute => ({
  attribute_id: a.id,
  attribute_name: a.name,
  datatype_id: a.datatypeId,
  required: a.required,
  sensitive: a.sensitive,
  option_names: OPTION_TYPES.includes(a.datatypeId) ? a.options : [],
  supported_extension: extensionsOf(a),
  input_config: a.inputConfig,
});

export const NO_SUCH_PRODUCT = 'There is no such product in this store';
export const noFormToAnswer = (name: string) => `${name} is not sold by enquiry or request, so it has no form to fill in; add it to the cart instead`;

/**
 * GET /cfs/rest/v3/enquiry-form: the form of a product of the request's store sold by enquiry or
 * by request, for anyone (a guest reads it before signing in to send it). Another store's,
 * unknown, inactive or cart-sold product: 404.
 */
export async function productFormOf(ctx: RequestContext, productId: number): Promise<EnquiryForm> {
  const [product] = await findVisibleProducts(ctx, [productId]);
  if (!product) throw notFound(NO_SUCH_PRODUCT);
  if (product.orderFlow !== 'enquiry_based' && product.orderFlow !== 'request_based') throw notFound(noFormToAnswer(product.name));
  const form = await formOfProduct(ctx.db, ctx.store.id, product.id);
  return { product_id: product.id, form_title_display_name: form?.form.title ?? '', attributes: (form?.attributes ?? []).map(formAttributeView) };
}
