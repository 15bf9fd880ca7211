import { and, asc, eq } from 'drizzle-orm';
import { allowedExtensions, FILE_TYPES, type FormField, type InputConfig } from '@bazaar/contracts';
import type { Db } from '../../db/client';
import { customFormAttributes, customForms } from '../../db/schema';
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
