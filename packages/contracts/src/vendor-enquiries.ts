import { z } from 'zod';
import { FEEDBACK_MAX } from './constants';
import { CrfQuery, ENQUIRY_STATUS, EnquiryListQuery, EnquiryRecord } from './enquiries';
import { envelope } from './envelope';
import { intParam } from './params';

/**
 * The vendor console's side of enquiries (issue #13): the vendor's own enquiries, moved open →
 * in progress → closed or rejected with feedback, the files their answers name, and the request
 * forms of the vendor's request items. Vendor token (/vms) on every call.
 */

export { FEEDBACK_MAX };

/** GET /vms/rest/v3/enquiries: as the customer's list (page-limit 10 by default, at most 50). */
export const VendorEnquiriesQuery = EnquiryListQuery;

/** The customer's record plus who asked; `unread`: the customer's messages the vendor has not read. */
export const VendorEnquiryRecord = EnquiryRecord.extend({ customer_name: z.string() });
export type VendorEnquiryRecord = z.infer<typeof VendorEnquiryRecord>;
export const VendorEnquiryList = z.object({ enquiries: z.array(VendorEnquiryRecord), total: z.number().int() });
export type VendorEnquiryList = z.infer<typeof VendorEnquiryList>;
export const VendorEnquiryListResponse = envelope(VendorEnquiryList);
export const VendorEnquiryResponse = envelope(VendorEnquiryRecord);

export const EnquiryIdParams = z.object({ enquiryId: intParam('enquiryId', { min: 1 }) });

/**
 * The moves a vendor may make (spec §4 statuses): Open → In progress, Closed or Rejected;
 * In progress → Closed or Rejected. Closed and Rejected are final.
 */
export const ENQUIRY_MOVES: Readonly<Record<number, readonly number[]>> = {
  [ENQUIRY_STATUS.open]: [ENQUIRY_STATUS.inProgress, ENQUIRY_STATUS.closed, ENQUIRY_STATUS.rejected],
  [ENQUIRY_STATUS.inProgress]: [ENQUIRY_STATUS.closed, ENQUIRY_STATUS.rejected],
  [ENQUIRY_STATUS.closed]: [],
  [ENQUIRY_STATUS.rejected]: [],
};

/** POST /vms/rest/v3/enquiries/{enquiryId}/status: feedback (1–1000 characters once trimmed) closes or rejects, and only those. */
export const EnquiryStatusBody = z
  .object({
    enquiry_status: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'enquiry_status must be 2 (in progress), 3 (closed) or 4 (rejected)' }),
    feedback: z
      .string({ error: 'feedback must be text' })
      .trim()
      .min(1, 'feedback must not be empty')
      .max(FEEDBACK_MAX, `feedback must be at most ${FEEDBACK_MAX} characters`)
      .optional(),
  })
  .superRefine((b, issue) => {
    if (b.enquiry_status !== ENQUIRY_STATUS.inProgress && b.feedback === undefined)
      issue.addIssue({
        code: 'custom',
        path: ['feedback'],
        message: 'feedback is required to close or reject an enquiry: tell the customer why, in a few words',
      });
    if (b.enquiry_status === ENQUIRY_STATUS.inProgress && b.feedback !== undefined)
      issue.addIssue({
        code: 'custom',
        path: ['feedback'],
        message: 'feedback is given only when closing or rejecting an enquiry; send it as a chat message instead',
      });
  });
export type EnquiryStatusBody = z.infer<typeof EnquiryStatusBody>;

/** GET …/enquiries/{id}/files and …/order-items/{id}/form-files: a path the answers name. */
export const AnswerFileQuery = z.object({
  path: z.string({ error: 'path is required' }).trim().min(1, 'path is required').max(300, 'path must be at most 300 characters'),
});

/** GET /vms/rest/v3/get-crf-attributes: the vendor's request item's form; sensitive answers shown with reveal=true. */
export const VendorCrfQuery = CrfQuery.extend({
  reveal: z.enum(['true', 'false'], { error: 'reveal must be true or false' }).optional(),
});
