import type { CartLine } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { fromGuestItem, fromServerLine } from './cart-line';
import type { GuestCartItem } from './guest-cart';

const bundlePart = { product_id: 8, product_name: 'Clay Cup', product_image: 'cup.svg', quantity: 2 };

const serverLine = (extra: Partial<CartLine> = {}): CartLine => ({
  id: 31,
  product_id: 7,
  product_name: 'Tea Hamper',
  product_price: 1299,
  final_price: 1104,
  quantity: 2,
  discount_details: '15% off',
  product_image: 'hamper/a.svg, hamper/b.svg',
  rating: 4.4,
  is_subscribed: true,
  product_type_name: 'Bundled',
  bundled_products: [bundlePart],
  cart_item_type: 'product',
  vendor_id: 3,
  vendor_name: 'Chowk Tea',
  price_visibility: true,
  order_flow: 'checkout_based',
  slot_required: false,
  max_quantity: 9,
  estimated_delivery_days: 2,
  ...extra,
});

const guestItem: GuestCartItem = {
  key: 'k7',
  productId: 7,
  productName: 'Tea Hamper',
  productPrice: 1299,
  sellingPrice: 1104,
  quantity: 9,
  discountDetails: '15% off',
  productImage: 'hamper/a.svg,hamper/b.svg',
  cartQuantity: 2,
  addedQuantity: 0,
  productTypeName: 'Bundled',
  priceVisibility: true,
  slotRequired: false,
  orderFlow: 'checkout_based',
  vendorName: 'Chowk Tea',
  bundledProducts: [bundlePart],
};

describe('cart line UI shape (spec §3 "Cart line (server)")', () => {
  it('§3: names a server line as the spec does; productImage is the first path, productImagePath all of them', () => {
    expect(fromServerLine(serverLine())).toEqual({
      productId: 7,
      productName: 'Tea Hamper',
      productPrice: 1299,
      quantity: 2,
      sellingPrice: 1104,
      discountDetails: '15% off',
      productImage: 'hamper/a.svg',
      productImagePath: 'hamper/a.svg, hamper/b.svg',
      addedQuantity: 0,
      iswishlist: false,
      rating: 4.4,
      subscribed: true,
      productTypeName: 'Bundled',
      bundled_products: [bundlePart],
      key: '31',
      lineId: 31,
      maxQuantity: 9,
      priceVisibility: true,
      slotRequired: false,
      orderFlow: 'checkout_based',
      vendorName: 'Chowk Tea',
      offerId: null,
    });
    expect(fromServerLine(serverLine({ offer_id: 5 })).offerId).toBe(5);
  });

  it('§3: rating defaults to 0 and subscribed to false when the server leaves them out', () => {
    const { rating: _rating, is_subscribed: _subscribed, ...older } = serverLine();
    expect(fromServerLine(older as CartLine)).toMatchObject({ rating: 0, subscribed: false });
  });

  it('§3: gives a guest line the same shape, with the defaults for what a guest line does not hold', () => {
    const { key: _key, lineId: _lineId, ...fromGuest } = fromGuestItem(guestItem);
    const { key: _k, lineId: _l, ...fromServer } = fromServerLine(serverLine({ rating: 0, is_subscribed: false, product_image: 'hamper/a.svg,hamper/b.svg' }));
    expect(fromGuest).toEqual(fromServer);
    expect(fromGuestItem(guestItem)).toMatchObject({ key: 'k7', lineId: null });
  });

  it('§3: a line without pictures has an empty productImage', () => {
    expect(fromServerLine(serverLine({ product_image: '' }))).toMatchObject({ productImage: '', productImagePath: '' });
  });
});
