import { z } from 'zod';
import { CheckoutSlot, OrderCurrency, ItemTypeSchema, PaymentModeSchema, PaymentStatusSchema } from './checkout';
import { ProductType } from './catalogue';
import { envelope } from './envelope';
import { intParam } from './params';

/**
 * Orders as the shopper sees them after checkout (spec §4 "Product constants"). The full order
 * pages (details, cancellation, returns, invoices) build on these shapes.
 */

export const ORDER_ITEM_STATUSES = ['Received', 'InProgress', 'Fulfilled', 'Cancelled', 'Return', 'Refund', 'Rejected'] as const;
export const OrderItemStatus = z.enum(ORDER_ITEM_STATUSES);
export const ORDERS_PAGE_LIMIT_DEFAULT = 10;

export const OrderListQuery = z.object({
  'page-limit': intParam('page-limit', { min: 1, max: 50 }).optional(),
  'page-number': intParam('page-number', { min: 1 }).optional(),
  status: PaymentStatusSchema.optional(),
});

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
