import type { ItemActions, OrderRecord, OrderSummary } from '@bazaar/contracts';

/* Orders shaped like the server's answers (packages/contracts orders.ts, order-items.ts). */

type SummaryItem = OrderSummary['order_items'][number];
type RecordItem = OrderRecord['order_items'][number];

export const noActions = (extra: Partial<ItemActions> = {}): ItemActions => ({
  can_cancel: false,
  cancel_deadline: null,
  cancellation_charge: 0,
  cancel_refund: 0,
  cancel_refund_deadline: null,
  can_return: false,
  return_deadline: null,
  can_replace: false,
  replace_deadline: null,
  can_withdraw_return: false,
  can_review: false,
  ...extra,
});

export const fakeOrderItem = (extra: Partial<SummaryItem> = {}): SummaryItem => ({
  order_item_id: 1,
  product_id: 11,
  product_name: 'Brass Diya',
  product_image: 'products/diya.svg',
  product_type: 'Physical',
  vendor_id: 1,
  vendor_name: 'Jaipur Crafts',
  quantity: 1,
  final_price: 400,
  line_total: 400,
  item_type: 'standard_item',
  payment_mode: 'online_payment',
  status: 'Received',
  slot: null,
  policies: null,
  actions: noActions(),
  ...extra,
});

export const fakeOrder = (extra: Partial<OrderSummary> = {}): OrderSummary => ({
  order_id: 41,
  created_at: '2026-11-21T10:30:00.000Z',
  payment_status: 'Completed',
  sub_total: 1400,
  discount: 0,
  delivery_charge: 50,
  total: 1450,
  currency: { symbol: '₹', iso_code: 'INR', number_to_basic: 100 },
  order_items: [fakeOrderItem()],
  ...extra,
});

export const fakeRecordItem = (extra: Partial<RecordItem> = {}): RecordItem => ({
  ...fakeOrderItem(),
  history: [],
  return_request: null,
  review: null,
  ...extra,
});

export const POLICIES = {
  return_allowed: true,
  return_days: 7,
  replacement_allowed: false,
  replacement_days: 0,
  cancellation_allowed: true,
  cancellation_charge: 50,
  refund_cancellation_allowed: true,
  refund_cancellation_days: 1,
};

export const fakeOrderRecord = (extra: Partial<OrderRecord> = {}): OrderRecord => ({
  ...fakeOrder(),
  delivery_address: {
    name: 'Asha Rao',
    line1: '12 MG Road',
    line2: 'null' /* as an old snapshot may hold it */,
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560038',
    phone: '+919876543210',
  },
  billing_address: null,
  coupon_code: null,
  order_items: [fakeRecordItem()],
  payments: [{ payment_id: 5, provider: 'cashfree', status: 'Completed', amount: 1450, created_at: '2026-11-21T10:31:00.000Z' }],
  refunds: [],
  ...extra,
});
