/** Data shaped like the server's catalogue responses (packages/contracts/src/catalogue.ts). */
export const fakePolicies = (extra: Record<string, unknown> = {}) => ({
  return_allowed: true,
  return_days: 7,
  replacement_allowed: false,
  replacement_days: 0,
  cancellation_allowed: true,
  cancellation_charge: 49,
  refund_cancellation_allowed: true,
  refund_cancellation_days: 5,
  ...extra,
});

export const fakeSummary = (extra: Record<string, unknown> = {}) => ({
  product_id: 42,
  product_name: 'Brass Diya Lamp',
  product_price: 1000,
  final_price: 750,
  discount_details: '25% festive discount',
  product_image: 'products/diya-1.jpg,products/diya-2.jpg',
  rating: 4.2,
  rating_count: 12,
  product_type_name: 'Physical',
  vendor_id: 3,
  vendor_name: 'Jaipur Crafts',
  category_id: 9,
  price_visibility: true,
  order_flow: 'checkout_based',
  slot_required: false,
  in_stock: true,
  ...extra,
});

export const fakeProduct = (extra: Record<string, unknown> = {}) => ({
  ...fakeSummary(),
  description: 'Hand-polished brass lamp.',
  images: ['products/diya-1.jpg', 'products/diya-2.jpg'],
  stock: 20,
  max_per_order: 3,
  policies: fakePolicies(),
  attributes: [{ name: 'Material', value: 'Brass' }],
  bundled_products: [],
  faq: [{ question: 'Is it handmade?', answer: 'Yes, by artisans in Jaipur.' }],
  review_summary: { average: 4.2, count: 12, by_star: { '5': 6, '4': 4, '3': 1, '2': 1, '1': 0 } },
  // The rating's 12 ratings by star: they sum to rating_count and average 4.17, shown as 4.2.
  rating_breakdown: { '5': 5, '4': 5, '3': 1, '2': 1, '1': 0 },
  vendor: { id: 3, name: 'Jaipur Crafts', rating: 4.5, logo: null },
  category_path: [
    { category_id: 1, category_name: 'Home' },
    { category_id: 9, category_name: 'Lamps' },
  ],
  estimated_delivery_days: 4,
  ...extra,
});
