import { z } from 'zod';
import { envelope } from './envelope';
import { intParam } from './params';

/**
 * Enquiries and custom request forms (issue #13, spec §3, §4, §7). A customer answers a product's
 * form and sends it as an enquiry (enquiry_based products), or answers it for a request-based
 * order item. Files are uploaded first (POST /cfs/rest/v3/files with `attribute_id`) and the
 * answer names the returned path. Field checks: form-fields.ts.
 */

/** Spec §4: 1 open, 2 in progress, 3 closed, 4 rejected. Chat is closed for 3 and 4. */
export const ENQUIRY_STATUS = { open: 1, inProgress: 2, closed: 3, rejected: 4 } as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUS)[keyof typeof ENQUIRY_STATUS];
export const ENQUIRY_STATUS_NAMES: Record<EnquiryStatus, string> = { 1: 'Open', 2: 'In progress', 3: 'Closed', 4: 'Rejected' };
export const ENQUIRY_PAGE_LIMIT = 10;
/** What a sensitive value reads as until its owner asks to see it. */
export const MASKED_VALUE = '********';

// Only a bound on the body's size: each field's own check (form-fields.ts) says, naming the field, what it takes.
const answer = z.union([z.string().max(10_000, 'an answer must be at most 10000 characters'), z.array(z.string().max(1000)).max(50)]);

export const AttributeAnswer = z.object({
  attribute_id: z.number({ error: 'attribute_id must be a whole number' }).int().positive(),
  value: answer.optional(),
});
export type AttributeAnswer = z.infer<typeof AttributeAnswer>;

/** POST /cfs/rest/v3/enquiry */
export const CreateEnquiryBody = z.object({
  product_id: z.number({ error: 'product_id must be a whole number' }).int().positive(),
  attribute_values: z.array(AttributeAnswer).max(100, 'at most 100 answers').default([]),
});
export type CreateEnquiryBody = z.infer<typeof CreateEnquiryBody>;
export const CreatedEnquiry = z.object({ enquiry_id: z.number().int() });
export const CreateEnquiryResponse = envelope(CreatedEnquiry);

/** One answered field, as the enquiry list and the request form show it (spec §3). */
export const AttributeValue = z.object({
  attribute_id: z.number().int(),
  attribute_name: z.string(),
  datatype_id: z.number().int(),
  /** Comma-separated: the text, the chosen option names, or the files' paths. */
  value: z.string(),
  sensitive: z.boolean(),
  /** True when `value` is hidden (a sensitive value not asked for with reveal). */
  masked: z.boolean(),
  option_names: z.array(z.string()),
  supported_extensions: z.array(z.string()),
});
export type AttributeValue = z.infer<typeof AttributeValue>;

export const EnquiryRecord = z.object({
  id: z.number().int(),
  enquiry_status: z.number().int().min(1).max(4),
  enquiry_status_display_name: z.string(),
  created_at: z.string(),
  enquiry_feedback: z.string().nullable(),
  enquiry_details: z.object({ attribute_values: z.array(AttributeValue) }),
  product_details: z.object({ product_id: z.number().int(), product_name: z.string(), vendor_name: z.string() }),
  /** Chat messages from the other side the caller has not read (the customer: the vendor's). */
  unread: z.number().int(),
});
export type EnquiryRecord = z.infer<typeof EnquiryRecord>;

/** GET /cfs/rest/v3/enquiry */
export const EnquiryListQuery = z.object({
  'enquiry-id': intParam('enquiry-id', { min: 1 }).optional(),
  'page-number': intParam('page-number', { min: 1 }).optional(),
  'page-limit': intParam('page-limit', { min: 1, max: 50 }).optional(),
  'enquiry-status': intParam('enquiry-status', { min: 1, max: 4 }).optional(),
  /** With enquiry-id: the owner sees its sensitive values too. */
  reveal: z.enum(['true', 'false'], { error: 'reveal must be true or false' }).optional(),
});
export const EnquiryList = z.object({ enquiries: z.array(EnquiryRecord), total: z.number().int() });
export type EnquiryList = z.infer<typeof EnquiryList>;
export const EnquiryListResponse = envelope(EnquiryList);

/** A field of a form as the customer fills it, with its answer when there is one. */
export const FormAttribute = z.object({
  attribute_id: z.number().int(),
  attribute_name: z.string(),
  datatype_id: z.number().int(),
  required: z.boolean(),
  sensitive: z.boolean(),
  option_names: z.array(z.string()),
  /** Spelled so in the order-item form (spec §3). */
  supported_extension: z.array(z.string()),
  input_config: z.record(z.string(), z.unknown()),
  value: z.string(),
  masked: z.boolean(),
});
export type FormAttribute = z.infer<typeof FormAttribute>;

/** GET /cfs/rest/v3/get-crf-attributes?order-item-id= */
export const CrfQuery = z.object({ 'order-item-id': intParam('order-item-id', { min: 1 }) });
/** The buyer's GET /cfs/rest/v3/get-crf-attributes: with reveal=true their own sensitive answers are shown. */
export const CustomerCrfQuery = CrfQuery.extend({
  reveal: z.enum(['true', 'false'], { error: 'reveal must be true or false' }).optional(),
});
export const CrfForm = z.object({ order_item_id: z.number().int(), form_title_display_name: z.string(), attributes: z.array(FormAttribute) });
export type CrfForm = z.infer<typeof CrfForm>;
export const CrfResponse = envelope(CrfForm);
