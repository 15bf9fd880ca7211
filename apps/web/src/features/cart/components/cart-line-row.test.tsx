import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartViewLine } from '@/lib/cart/cart-line';
import { renderWithShell } from '@/test/render-with-shell';
import { CartLineRow } from './cart-line-row';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A screen `width` px wide, as far as CSS media queries (min-width in rem of 16 px) can tell. */
const screenWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)rem/.exec(query);
    return { matches: min ? width >= Number(min[1]) * 16 : false, addEventListener: () => {}, removeEventListener: () => {} };
  });

const line = (extra: Partial<CartViewLine> = {}): CartViewLine => ({
  productId: 5,
  productName: 'Brass lamp',
  productPrice: 1000,
  quantity: 1,
  sellingPrice: 800,
  discountDetails: '20% off',
  productImage: 'p.svg',
  productImagePath: 'p.svg',
  addedQuantity: 0,
  iswishlist: false,
  rating: 4,
  subscribed: false,
  productTypeName: 'Physical',
  bundled_products: [],
  key: 'k5',
  lineId: null,
  maxQuantity: 5,
  priceVisibility: true,
  slotRequired: false,
  orderFlow: 'checkout_based',
  vendorName: 'Jaipur Crafts',
  offerId: null,
  ...extra,
});

const renderLine = (value: CartViewLine) =>
  renderWithShell(
    <ul>
      <CartLineRow line={value} busy={false} onQuantity={() => {}} onRemove={() => {}} />
    </ul>,
  );

/** How often the price of one (R 800.00, in any grouping) is written in the row. */
const timesShown = (amount: RegExp) => (screen.getByRole('listitem').textContent.match(new RegExp(amount.source, 'g')) ?? []).length;

describe('CartLineRow prices', () => {
  it('on a phone, shows the price of a single item once, not again as its line total', () => {
    screenWidth(390);
    renderLine(line());
    expect(timesShown(/800\.00/)).toBe(1);
    expect(screen.queryByTestId('line-total')).not.toBeInTheDocument();
  });

  it('on a phone, shows the line total, named as such, beside the unit price when there are several', () => {
    screenWidth(390);
    renderLine(line({ quantity: 3 }));
    expect(screen.getByTestId('line-total')).toHaveTextContent(/^Line total R\s?2,?400\.00$/);
    expect(timesShown(/800\.00/)).toBe(1);
  });

  it("on a phone, still says a hidden price's line is priced on request", () => {
    screenWidth(390);
    renderLine(line({ priceVisibility: false, sellingPrice: null, productPrice: null }));
    expect(screen.getByTestId('line-total')).toHaveTextContent(/^Price on request$/);
  });

  it('from sm up, keeps the line total at the end of every row', () => {
    screenWidth(1366);
    renderLine(line());
    expect(screen.getByTestId('line-total')).toHaveTextContent(/800\.00/);
  });
});
