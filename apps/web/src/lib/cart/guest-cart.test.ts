import type { ProductSummary } from '@bazaar/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartTotals, fromGuestItem } from './cart-line';
import { guestCartStore, guestItemFrom, withItem, withoutKey, withQuantity, type GuestCartItem } from './guest-cart';
import { skipsPendingAdd } from './pending-add';
import { slotStore, withoutProductSlot, withoutSlot, withSlot } from './slot-selection';

const item = (productId: number, extra: Partial<GuestCartItem> = {}): Omit<GuestCartItem, 'key' | 'addedQuantity'> => ({
  productId,
  productName: `Product ${productId}`,
  productPrice: 1000,
  sellingPrice: 750,
  quantity: 5,
  discountDetails: '25% off',
  productImage: 'a.svg',
  cartQuantity: 1,
  productTypeName: 'Physical',
  priceVisibility: true,
  slotRequired: false,
  orderFlow: 'checkout_based',
  vendorName: 'Jaipur Crafts',
  bundledProducts: [],
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
});

describe('guest cart (spec §4 Cart)', () => {
  it('adds lines and replaces the line of a product already there, keeping its key', () => {
    const one = withItem([], item(1));
    const two = withItem(one, item(2));
    const replaced = withItem(two, item(1, { cartQuantity: 3 }));
    expect(replaced.map((i) => [i.productId, i.cartQuantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(replaced[0]!.key).toBe(one[0]!.key);
    expect(new Set(replaced.map((i) => i.key)).size).toBe(2);
  });

  it('keeps quantities between 1 and what may be ordered', () => {
    const [line] = withItem([], item(1, { cartQuantity: 9, quantity: 4 }));
    expect(line!.cartQuantity).toBe(4);
    expect(withQuantity([line!], line!.key, 0)[0]!.cartQuantity).toBe(1);
    expect(withQuantity([line!], line!.key, 3)[0]!.cartQuantity).toBe(3);
  });

  it('changes the quantity of the line with that key only', () => {
    const lines = withItem(withItem(withItem([], item(1)), item(2)), item(3));
    const changed = withQuantity(lines, lines[1]!.key, 4);
    expect(changed.map((i) => i.cartQuantity)).toEqual([1, 4, 1]);
    expect(withQuantity(lines, 'no such key', 4)).toEqual(lines);
  });

  it('clamps a quantity to 1..what may be ordered at both edges', () => {
    const [line] = withItem([], item(1, { cartQuantity: 0, quantity: 4 }));
    expect(line!.cartQuantity).toBe(1);
    expect(withItem([], item(1, { cartQuantity: 4, quantity: 4 }))[0]!.cartQuantity).toBe(4);
    expect(withItem([], item(1, { cartQuantity: 5, quantity: 4 }))[0]!.cartQuantity).toBe(4);
    const at = (n: number) => withQuantity([line!], line!.key, n)[0]!.cartQuantity;
    expect([at(-1), at(0), at(1), at(2), at(4), at(5)]).toEqual([1, 1, 1, 2, 4, 4]);
  });

  it('builds a line from a catalogue product', () => {
    const bundled = [{ product_id: 8, product_name: 'Clay Cup', product_image: 'cup.svg', quantity: 2 }];
    const product: ProductSummary & { max_quantity: number } = {
      product_id: 41,
      product_name: 'Tea Hamper',
      product_price: 1299,
      final_price: 1104,
      discount_details: '15% off',
      product_image: 'hamper/a.svg',
      rating: 4.4,
      rating_count: 9,
      product_type_name: 'Bundled',
      vendor_id: 3,
      vendor_name: 'Chowk Tea',
      category_id: 2,
      price_visibility: false,
      order_flow: 'request_based',
      slot_required: true,
      in_stock: true,
      max_quantity: 6,
    };
    expect(guestItemFrom({ ...product, bundled_products: bundled }, 2)).toEqual({
      productId: 41,
      productName: 'Tea Hamper',
      productPrice: 1299,
      sellingPrice: 1104,
      quantity: 6,
      discountDetails: '15% off',
      productImage: 'hamper/a.svg',
      cartQuantity: 2,
      productTypeName: 'Bundled',
      priceVisibility: false,
      slotRequired: true,
      orderFlow: 'request_based',
      vendorName: 'Chowk Tea',
      bundledProducts: bundled,
    });
    expect(guestItemFrom(product, 1).bundledProducts).toEqual([]);
  });

  it('removes by key and reads a broken saved cart as empty', () => {
    const items = withItem(withItem([], item(1)), item(2));
    expect(withoutKey(items, items[0]!.key).map((i) => i.productId)).toEqual([2]);
    localStorage.setItem('cart', '{not json');
    expect(guestCartStore.read()).toEqual([]);
    localStorage.setItem('cart', JSON.stringify([{ key: 'k', productId: 'x' }, ...items]));
    expect(guestCartStore.read().map((i) => i.productId)).toEqual([1, 2]);
  });

  // Each saved line is checked field by field: one bad field drops that line and keeps the others.
  const saved = { key: 'k', productId: 7, productName: 'Lamp', cartQuantity: 2, quantity: 5 };
  it.each([
    ['null', null],
    ['a list', [saved]],
    ['a string', 'k'],
    ['no key', { ...saved, key: undefined }],
    ['a numeric key', { ...saved, key: 7 }],
    ['no productId', { ...saved, productId: undefined }],
    ['a productId as text', { ...saved, productId: '7' }],
    ['a fractional productId', { ...saved, productId: 7.5 }],
    ['no productName', { ...saved, productName: undefined }],
    ['a numeric productName', { ...saved, productName: 7 }],
    ['no cartQuantity', { ...saved, cartQuantity: undefined }],
    ['a fractional cartQuantity', { ...saved, cartQuantity: 1.5 }],
    ['a cartQuantity of 0', { ...saved, cartQuantity: 0 }],
    ['no quantity', { ...saved, quantity: undefined }],
    ['a quantity as text', { ...saved, quantity: '5' }],
  ])('refuses a saved line with %s', (_, bad) => {
    localStorage.setItem('cart', JSON.stringify([bad, saved]));
    expect(guestCartStore.read()).toEqual([saved]);
  });

  it('accepts a saved line with a cartQuantity of 1', () => {
    const one = { ...saved, cartQuantity: 1 };
    localStorage.setItem('cart', JSON.stringify([one]));
    expect(guestCartStore.read()).toEqual([one]);
  });

  it('tells subscribers about every write', () => {
    let calls = 0;
    const stop = guestCartStore.subscribe(() => (calls += 1));
    guestCartStore.write(withItem([], item(1)));
    guestCartStore.write([]);
    stop();
    guestCartStore.write(withItem([], item(1)));
    expect(calls).toBe(2);
    expect(localStorage.getItem('cart')).not.toBeNull();
  });
});

describe('slot selection (slot_selected)', () => {
  it('keeps one slot per product, removable by slot id or product id', () => {
    const a = { product: 1, id: '5@2026-11-22', date: '2026-11-22', start_time: '09:00', end_time: '11:00' };
    const b = { product: 2, id: '6@2026-11-22', date: '2026-11-22', start_time: '11:00', end_time: '13:00' };
    const a2 = { ...a, id: '7@2026-11-23', date: '2026-11-23' };
    const choices = withSlot(withSlot(withSlot([], a), b), a2);
    expect(choices.map((c) => c.id)).toEqual(['6@2026-11-22', '7@2026-11-23']);
    expect(withoutSlot(choices, '6@2026-11-22').map((c) => c.product)).toEqual([1]);
    expect(withoutProductSlot(choices, 1).map((c) => c.product)).toEqual([2]);
    slotStore.write(choices);
    expect(slotStore.read()).toEqual(choices);
  });
});

describe('pending add-to-cart', () => {
  it.each([
    ['/checkout/cart', true],
    ['/payment', true],
    ['/signin', true],
    ['/signup', true],
    ['/cashfree', true],
    ['/ProductDetails', true],
    ['/productdetails', true],
    ['/', false],
    ['/productListing', false],
    ['/cart', false],
  ])('on %s is skipped: %s', (path, skipped) => {
    expect(skipsPendingAdd(path)).toBe(skipped);
  });
});

describe('cart totals', () => {
  it('adds MRP and selling prices by quantity and leaves out quoted prices', () => {
    const lines = [
      fromGuestItem({ ...item(1, { cartQuantity: 2 }), key: 'a', addedQuantity: 0 }),
      fromGuestItem({ ...item(2, { productPrice: 99.99, sellingPrice: 99.99 }), key: 'b', addedQuantity: 0 }),
      fromGuestItem({ ...item(3, { priceVisibility: false, productPrice: null, sellingPrice: null }), key: 'c', addedQuantity: 0 }),
    ];
    expect(cartTotals(lines)).toEqual({ mrp: 2099.99, discount: 500, total: 1599.99, items: 4 });
  });
});
