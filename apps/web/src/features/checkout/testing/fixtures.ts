import type { Checkout, CheckoutItem, PaymentMethod } from '@bazaar/contracts';

/* Data shaped like the server's checkout and payment answers (packages/contracts checkout.ts). */

export const CHECKOUT_ID = '6f1c2a4e-8b3d-4c7a-9e21-0a5b7c3d9f10';

let nextItemId = 1;
export const fakeItem = (extra: Partial<CheckoutItem> = {}): CheckoutItem => ({
  checkout_item_id: nextItemId++,
  product_id: 11,
  product_name: 'Brass Diya',
  product_image: 'products/diya.svg',
  product_type: 'Physical',
  vendor_id: 1,
  vendor_name: 'Jaipur Crafts',
  slot_required: false,
  slot: null,
  order_flow: 'checkout_based',
  item_type: 'standard_item',
  payment_mode: 'online_payment',
  quantity: 1,
  product_price: 500,
  final_price: 400,
  line_total: 400,
  coupon_discount: 0,
  ...extra,
});

export const serviceItem = (extra: Partial<CheckoutItem> = {}) =>
  fakeItem({
    product_id: 21,
    product_name: 'Deep Cleaning',
    product_type: 'Service',
    vendor_id: 2,
    vendor_name: 'Sparkle Homes',
    slot_required: true,
    product_price: 1200,
    final_price: 1000,
    line_total: 1000,
    ...extra,
  });

export const COD: PaymentMethod = { id: 1, payment_type: 'COD', is_payment_gateway: false, provider: 'cod', provider_label: 'Cash on delivery' };
export const CASHFREE: PaymentMethod = { id: 2, payment_type: 'ONLINE', is_payment_gateway: true, provider: 'cashfree', provider_label: 'Cashfree' };
export const STRIPE: PaymentMethod = { id: 3, payment_type: 'ONLINE', is_payment_gateway: true, provider: 'stripe', provider_label: 'Stripe' };
export const AMAZON: PaymentMethod = { id: 4, payment_type: 'ONLINE', is_payment_gateway: true, provider: 'amazon_pay', provider_label: 'Amazon pay' };

export const fakeOrderDetails = (extra: Partial<Checkout['orderDetails']> = {}): Checkout['orderDetails'] => ({
  mrp_total: 1700,
  product_discount: 300,
  sub_total: 1400,
  discount: 0,
  delivery_charge: 50,
  tax: 0,
  total: 1450,
  online_amount: 1450,
  pay_on_delivery_amount: 0,
  is_free: false,
  currency: { symbol: '₹', iso_code: 'INR', number_to_basic: 100 },
  ...extra,
});

export const fakeCheckout = (extra: Partial<Checkout> = {}): Checkout => ({
  checkout_id: CHECKOUT_ID,
  status: 'open',
  order_id: null,
  checkoutItems: [fakeItem(), serviceItem()],
  orderDetails: fakeOrderDetails(),
  paymentTypeRestrictions: { pay_on_delivery: false, online_payment: true },
  checkoutHasOnlyReqBasedProducts: false,
  payment_methods: [COD, CASHFREE, STRIPE, AMAZON],
  steps: { activeStep: 1, numberOfSteps: 3 },
  delivery_address_id: null,
  billing_address_id: null,
  coupon: null,
  payment_ids: [],
  isPaymentSelectionSatisfied: false,
  missing: ['delivery_address', 'billing_address', 'slot', 'payment'],
  expires_at: '2026-11-22T12:00:00.000Z',
  ...extra,
});
