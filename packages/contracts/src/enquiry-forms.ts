import { z } from 'zod';
import { AttributeAnswer, FormAttribute } from './enquiries';
import { envelope } from './envelope';
import { intParam } from './params';

/**
 * A product's custom form before it is answered, and the answers of a request-based order item
 * (issue #13). The product page reads the form to render it (no sign-in needed: a guest sees it
 * before signing in to send); the customer answers a request item's form after buying it.
 */

/** GET /cfs/rest/v3/enquiry-form?product-id= */
export const EnquiryFormQuery = z.object({ 'product-id': intParam('product-id', { min: 1 }) });

/** A field as get-crf-attributes shows it, without an answer. */
export const EnquiryFormAttribute = FormAttribute.omit({ value: true, masked: true });
export type EnquiryFormAttribute = z.infer<typeof EnquiryFormAttribute>;

/** The fields in position order (archived ones left out); none when the product has no form. */
export const EnquiryForm = z.object({
  product_id: z.number().int(),
  form_title_display_name: z.string(),
  attributes: z.array(EnquiryFormAttribute),
});
export type EnquiryForm = z.infer<typeof EnquiryForm>;
export const EnquiryFormResponse = envelope(EnquiryForm);

/** PUT /cfs/rest/v3/crf-attributes: every answer of the form at once; answers it had before are replaced. Answered with the form as get-crf-attributes shows it. */
export const SaveCrfBody = z.object({
  order_item_id: z.number({ error: 'order_item_id must be a whole number' }).int().positive(),
  attribute_values: z.array(AttributeAnswer).max(100, 'at most 100 answers').default([]),
});
export type SaveCrfBody = z.infer<typeof SaveCrfBody>;
