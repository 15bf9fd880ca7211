import { z } from 'zod';
import { CheckoutSlot, OrderCurrency, ItemTypeSchema, PaymentModeSchema, PaymentStatusSchema } from './checkout';
import { Policies, ProductType } from './catalogue';
import { ItemActions, ItemEvent, ItemReview, Refund, ReturnRequest } from './order-items';
import { envelope } from './envelope';
import { calendarDay, intParam } from './params';

/**
 * Orders as the shopper sees them after checkout (spec §4 "Product constants"). The full order
 * pages (details, cancellation, returns, invoices) build on these shapes.
 */

export const ORDER_ITEM_STATUSES = ['Received', 'InProgress', 'Fulfilled', 'Cancelled', 'Return', 'Refund', 'Rejected'] as const;
export const OrderItemStatus = z.enum(ORDER_ITEM_STATUSES);
export type OrderItemStatus = z.infer<typeof OrderItemStatus>;
export const ORDERS_PAGE_LIMIT_DEFAULT = 10;
export const ORDER_SEARCH_MAX = 100;

/**
 * status: a payment status (orders paid so) or an order item status (orders with an item in it);
 * from and to: days of placing, in the store's time zone, both included; search: a product name.
 */
export const OrderListQuery = z
  .object({
    'page-limit': intParam('page-limit', { min: 1, max: 50 }).optional(),
    'page-number': intParam('page-number', { min: 1 }).optional(),
    status: z
      .union([PaymentStatusSchema, OrderItemStatus], { error: `status must be one of ${[...ORDER_ITEM_STATUSES].join(', ')} or a payment status` })
      .optional(),
    from: calendarDay('from').optional(),
    to: calendarDay('to').optional(),
    search: z.string().trim().min(1).max(ORDER_SEARCH_MAX, `search must be at most ${ORDER_SEARCH_MAX} characters`).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

export const OrderItemSummary = z.object({
  order_item_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_image: z.string(),
  product_type: ProductType,
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  quantity: z.number().int(),
  final_price: z.number(),
  line_total: z.number(),
  item_type: ItemTypeSchema,
  payment_mode: PaymentModeSchema,
  status: OrderItemStatus,
  slot: CheckoutSlot.nullable(),
  policies: Policies.nullable(),
  actions: ItemActions,
});

export const OrderSummary = z.object({
  order_id: z.number().int(),
  created_at: z.string(),
  payment_status: PaymentStatusSchema,
  sub_total: z.number(),
  discount: z.number(),
  delivery_charge: z.number(),
  total: z.number(),
  currency: OrderCurrency,
  order_items: z.array(OrderItemSummary),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderListResponse = envelope(z.object({ orders: z.array(OrderSummary), total: z.number().int() }));

export const OrderPayment = z.object({
  payment_id: z.number().int(),
  provider: z.string(),
  status: z.string(),
  amount: z.number(),
  created_at: z.string(),
});

/** GET /cfs/rest/v3/orders/{orderId}: the order, each item with its history, request and review, its payments and refunds. */
export const OrderRecord = OrderSummary.omit({ order_items: true }).extend({
  delivery_address: z.record(z.string(), z.string()).nullable(),
  billing_address: z.record(z.string(), z.string()).nullable(),
  coupon_code: z.string().nullable(),
  order_items: z.array(
    OrderItemSummary.extend({
      history: z.array(ItemEvent),
      return_request: ReturnRequest.nullable(),
      review: ItemReview.nullable(),
    }),
  ),
  payments: z.array(OrderPayment),
  refunds: z.array(Refund),
});
export type OrderRecord = z.infer<typeof OrderRecord>;
export const OrderRecordResponse = envelope(OrderRecord);
export const OrderItemIdParams = z.object({ orderItemId: intParam('orderItemId', { min: 1 }) });

/** GET /cfs/rest/v3/orders/{orderId}/invoice: the whole order's invoice, or one vendor's part of it (vendor-id). The answer is a PDF. */
export const InvoiceQuery = z.object({ 'vendor-id': intParam('vendor-id', { min: 1 }).optional() });
export type InvoiceQuery = z.infer<typeof InvoiceQuery>;
/** The invoice's bytes (application/pdf), sent as an attachment named invoice-<order>[-<vendor>].pdf. */
export const InvoicePdf = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array, 'an invoice is PDF bytes')
  .meta({ type: 'string', format: 'binary', description: 'The invoice, a PDF file' });
