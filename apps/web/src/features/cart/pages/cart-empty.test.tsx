import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAccountPage } from '@/features/account/testing/render-account-page';
import { mockApi, ok } from '@/test/mock-api';
import CartPage from './cart-page';

/** 'Empty cart' asks first (issue 14): one click must not throw a whole cart away. */

afterEach(() => {
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const guestItem = (productId: number) => ({
  key: `k${productId}`,
  productId,
  productName: `Product ${productId}`,
  productPrice: 1000,
  sellingPrice: 800,
  quantity: 5,
  discountDetails: '',
  productImage: 'p.svg',
  cartQuantity: 1,
  addedQuantity: 0,
  productTypeName: 'Physical',
  priceVisibility: true,
  slotRequired: false,
  orderFlow: 'checkout_based',
  vendorName: 'Jaipur Crafts',
  bundledProducts: [],
});

const renderCart = () => renderAccountPage(<CartPage />, { path: '/cart' });
const savedLines = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[];

describe("the cart's 'Empty cart'", () => {
  it('asks first, with the safe answer focused; Escape keeps every line and gives focus back', async () => {
    mockApi({});
    localStorage.setItem('cart', JSON.stringify([guestItem(1), guestItem(2)]));
    const { user } = renderCart();
    const emptyButton = await screen.findByRole('button', { name: 'Empty cart' });
    await user.click(emptyButton);
    const dialog = await screen.findByRole('alertdialog', { name: 'Empty your cart?' });
    expect(dialog).toHaveAccessibleDescription('All 2 products will be removed from your cart. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(emptyButton).toHaveFocus();
    expect(within(screen.getByRole('list', { name: 'Products in your cart' })).getAllByRole('listitem')).toHaveLength(2);
    expect(savedLines()).toHaveLength(2);
  });

  it('keeps the lines when Cancel is chosen from the keyboard', async () => {
    mockApi({});
    localStorage.setItem('cart', JSON.stringify([guestItem(1)]));
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Empty cart' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('1 product will be removed from your cart. This cannot be undone.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(savedLines()).toHaveLength(1);
  });

  it('empties the cart once confirmed, and puts focus on the empty cart', async () => {
    mockApi({});
    localStorage.setItem('cart', JSON.stringify([guestItem(1), guestItem(2)]));
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Empty cart' }));
    const dialog = await screen.findByRole('alertdialog');
    // Tab moves from Cancel to the confirming button, which Enter presses.
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Empty cart' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Your cart is empty' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(savedLines()).toEqual([]);
  });

  it("asks the server to empty a signed-in shopper's cart only after the answer", async () => {
    document.cookie = 'access_token=x; path=/';
    let lines: Record<string, unknown>[] = [
      {
        id: 11,
        product_id: 1,
        product_name: 'Product 1',
        product_price: 500,
        final_price: 450,
        quantity: 2,
        discount_details: '',
        product_image: 'p.svg',
        rating: 4,
        is_subscribed: false,
        product_type_name: 'Physical',
        bundled_products: [],
        cart_item_type: 'product',
        vendor_id: 1,
        vendor_name: 'Chowk Tea',
        price_visibility: true,
        order_flow: 'checkout_based',
        slot_required: false,
        max_quantity: 10,
        estimated_delivery_days: 2,
      },
    ];
    const api = mockApi({
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: lines, total: lines.length }),
      'DELETE /cfs/rest/v3/customer-cart': () => {
        lines = [];
        return ok({ Products: [], total: 0 });
      },
    });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Empty cart' }));
    await screen.findByRole('alertdialog');
    expect(api.callsTo('DELETE', '/cfs/rest/v3/customer-cart')).toHaveLength(0);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Empty cart' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/cfs/rest/v3/customer-cart')).toHaveLength(1);
  });
});
