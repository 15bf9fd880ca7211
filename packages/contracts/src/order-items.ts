import { z } from 'zod';
import { ReviewRating, ReviewTitle, reviewText } from './catalogue';
import { REASON_MAX, REASON_MIN } from './constants';
import { envelope } from './envelope';

/**
 * What a customer may do with an order item after purchase (issue #12), and the bodies of those
 * calls. Amounts are in the order's main unit; deadlines are ISO instants (the last millisecond of
 * the day in the store's time zone).
 */

export const ItemActions = z.object({
  can_cancel: z.boolean(),
  /** Until when a cancellation is accepted: a booked slot's start; null while it simply has not shipped. */
  cancel_deadline: z.string().nullable(),
  /** Kept back from the refund when the item is cancelled. */
  cancellation_charge: z.number(),
  /** What a cancellation now gives back: the amount paid less the charge; 0 when nothing was paid online or the refund window has passed. */
  cancel_refund: z.number(),
  /** The last moment a cancellation is still refunded. */
  cancel_refund_deadline: z.string().nullable(),
  can_return: z.boolean(),
  return_deadline: z.string().nullable(),
  can_replace: z.boolean(),
  replace_deadline: z.string().nullable(),
  /** An open return or replacement request the customer may withdraw. */
  can_withdraw_return: z.boolean(),
  can_review: z.boolean(),
});
export type ItemActions = z.infer<typeof ItemActions>;

export const RETURN_IMAGES_MAX = 5;

const reason = z
  .string({ error: 'Say why, in a few words' })
  .trim()
  .min(REASON_MIN, `Say why, in at least ${REASON_MIN} characters`)
  .max(REASON_MAX, `The reason must be at most ${REASON_MAX} characters`);

export const CancelItemBody = z.object({ reason });
export type CancelItemBody = z.infer<typeof CancelItemBody>;

export const ReturnItemBody = z.object({
  reason,
  kind: z.enum(['return', 'replacement'], { error: 'kind must be return or replacement' }),
  /** Paths the file upload answered (POST /cfs/rest/v3/files). */
  images: z.array(z.string().trim().min(1).max(300)).max(RETURN_IMAGES_MAX, `At most ${RETURN_IMAGES_MAX} photos`).default([]),
});
export type ReturnItemBody = z.infer<typeof ReturnItemBody>;

/** POST …/order-items/{id}/review: the same review as the product's review call, named as issue #12 names it. */
export const ReviewItemBody = z.object({ rating: ReviewRating, title: ReviewTitle, body: reviewText('body') });
export type ReviewItemBody = z.infer<typeof ReviewItemBody>;

export const ItemEvent = z.object({
  from: z.string(),
  to: z.string(),
  actor: z.enum(['customer', 'vendor', 'system']),
  note: z.string(),
  created_at: z.string(),
});

export const ReturnRequest = z.object({
  request_id: z.number().int(),
  kind: z.enum(['return', 'replacement']),
  reason: z.string(),
  images: z.array(z.string()),
  status: z.enum(['open', 'approved', 'refused', 'withdrawn']),
  created_at: z.string(),
});

export const Refund = z.object({
  refund_id: z.number().int(),
  order_item_id: z.number().int(),
  amount: z.number(),
  status: z.enum(['owed', 'pending', 'completed', 'failed']),
  reason: z.enum(['cancelled', 'rejected', 'returned']),
  provider: z.string().nullable(),
  created_at: z.string(),
});

export const ItemReview = z.object({ rating: z.number().int(), title: z.string(), body: z.string(), created_at: z.string() });

/** The answer to cancel, return, withdraw and review: the item's status and actions after the change. */
export const ItemChangeResponse = envelope(z.object({ order_item_id: z.number().int(), status: z.string(), actions: ItemActions, refund: Refund.nullable() }));
