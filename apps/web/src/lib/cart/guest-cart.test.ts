import { describe, expect, it } from 'vitest';
import { cartTotals, fromGuestItem } from './cart-line';
import { guestCartStore, withItem, withoutKey, withQuantity, type GuestCartItem } from './guest-cart';
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

  it('removes by key and reads a broken saved cart as empty', () => {
    const items = withItem(withItem([], item(1)), item(2));
    expect(withoutKey(items, items[0]!.key).map((i) => i.productId)).toEqual([2]);
    localStorage.setItem('cart', '{not json');
    expect(guestCartStore.read()).toEqual([]);
    localStorage.setItem('cart', JSON.stringify([{ key: 'k', productId: 'x' }, ...items]));
    expect(guestCartStore.read().map((i) => i.productId)).toEqual([1, 2]);
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
