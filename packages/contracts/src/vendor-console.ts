import { z } from 'zod';
import { envelope } from './envelope';
import { IdentifierSchema, OtpSchema } from './fields';
import { CheckoutSlot, ItemTypeSchema, OrderCurrency, PaymentModeSchema, PaymentStatusSchema } from './checkout';
import { OrderItemStatus } from './orders';
import { REASON_MAX } from './constants';
import { Refund, ReturnRequest } from './order-items';
import { intParam } from './params';

/**
 * The vendor's side (issue #12): vendor users sign in with the same one-time codes as shoppers and
 * get a vendor token; with it they list their own order items and move them along the order item
 * table (accept, fulfil, reject, approve or refuse a return).
 */

export const VendorOtpBody = z.object({ identifier: IdentifierSchema });
export const VendorSignInBody = z.object({ identifier: IdentifierSchema, otp: OtpSchema });

export const VendorSession = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  user_name: z.string(),
});
export type VendorSession = z.infer<typeof VendorSession>;
export const VendorSessionResponse = envelope(VendorSession);

export const VendorItemsQuery = z.object({
  'page-limit': intParam('page-limit', { min: 1, max: 50 }).optional(),
  'page-number': intParam('page-number', { min: 1 }).optional(),
  status: OrderItemStatus.optional(),
});

export const VendorOrderItem = z.object({
  order_item_id: z.number().int(),
  order_id: z.number().int(),
  placed_at: z.string(),
  customer_name: z.string(),
  /** Where it goes: the delivery address's city and pincode, enough to plan a dispatch. */
  deliver_to: z.string().nullable(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_image: z.string(),
  /** `request_item`: a request-based item, with a request form and a chat room (issue #13). */
  item_type: ItemTypeSchema,
  quantity: z.number().int(),
  line_total: z.number(),
  currency: OrderCurrency,
  payment_mode: PaymentModeSchema,
  payment_status: PaymentStatusSchema,
  status: OrderItemStatus,
  slot: CheckoutSlot.nullable(),
  return_request: ReturnRequest.nullable(),
  refund: Refund.nullable(),
  /** The statuses this vendor may move the item to now. */
  next: z.array(OrderItemStatus),
});
export type VendorOrderItem = z.infer<typeof VendorOrderItem>;
export const VendorItemsResponse = envelope(z.object({ order_items: z.array(VendorOrderItem), total: z.number().int() }));

export const TransitionBody = z.object({
  to: OrderItemStatus,
  /** What the customer reads; required when turning them down (Rejected, or a request refused). */
  note: z.string().trim().max(REASON_MAX, `The note must be at most ${REASON_MAX} characters`).default(''),
  /**
   * Answering a request with Fulfilled: `approved` (the replacement is sent) or `refused`. A
   * replacement request needs it; a return request moved back to Fulfilled is refused (a return is
   * approved by moving it to Refund).
   */
  outcome: z.enum(['approved', 'refused']).optional(),
});
export type TransitionBody = z.infer<typeof TransitionBody>;
export const VendorItemResponse = envelope(VendorOrderItem);
