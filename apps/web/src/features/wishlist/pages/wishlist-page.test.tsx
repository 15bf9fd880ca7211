import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccountPage, signInForEachTest } from '@/features/account/testing/render-account-page';
import { mockApi, ok } from '@/test/mock-api';
import WishlistPage from './wishlist-page';

signInForEachTest();

const saved = (id: number, productId: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  product_id: productId,
  product_name: name,
  product_price: 1200,
  final_price: 999,
  discount_details: '',
  product_image: 'p.svg',
  rating: 4.2,
  rating_count: 10,
  product_type_name: 'Physical',
  vendor_id: 1,
  vendor_name: 'Kansa House',
  category_id: 3,
  price_visibility: true,
  order_flow: 'checkout_based',
  slot_required: false,
  in_stock: true,
  wishlist_item_type: 'product',
  added_at: '2026-11-20T10:00:00.000Z',
  max_quantity: 5,
  ...extra,
});

describe('WishlistPage', () => {
  it('shows an empty state', async () => {
    mockApi({
      'GET /cfs/rest/v3/customer-wishlist': () => ok({ wishlist: [], total: 0 }),
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: [], total: 0 }),
    });
    renderAccountPage(<WishlistPage />, { path: '/WishList' });
    expect(await screen.findByRole('heading', { name: 'Your wish list is empty' })).toBeInTheDocument();
  });

  it('lists, searches, moves an item to the cart and removes one', async () => {
    let items = [saved(1, 10, 'Kansa Thali'), saved(2, 11, 'Brass Urli'), saved(3, 12, 'Sold Out Lamp', { in_stock: false, max_quantity: 0 })];
    const api = mockApi({
      'GET /cfs/rest/v3/customer-wishlist': (call) => {
        const search = call.url.searchParams.get('search')?.toLowerCase() ?? '';
        const found = items.filter((i) => i.product_name.toLowerCase().includes(search));
        return ok({ wishlist: found, total: found.length });
      },
      'GET /cfs/rest/v3/customer-cart': () => ok({ Products: [], total: 0 }),
      'POST /cfs/rest/v3/customer-cart': () => ok({ Products: [], total: 1 }),
      'DELETE /cfs/rest/v3/customer-wishlist/1': () => {
        items = items.filter((i) => i.id !== 1);
        return ok(null);
      },
      'DELETE /cfs/rest/v3/customer-wishlist/2': () => {
        items = items.filter((i) => i.id !== 2);
        return ok(null);
      },
    });
    const { user } = renderAccountPage(<WishlistPage />, { path: '/WishList' });
    const list = await screen.findByRole('list', { name: 'My wish list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(within(list).getAllByRole('listitem')[2]!).queryByRole('button', { name: 'Move to cart' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Search your wish list'), 'urli');
    await screen.findByText('Brass Urli');
    expect(await screen.findByRole('heading', { name: /My wish list.*1 item/ })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search your wish list'));

    const thali = (await screen.findByText('Kansa Thali')).closest('li')!;
    await user.click(within(thali).getByRole('button', { name: 'Move to cart' }));
    expect(await screen.findByText('Kansa Thali moved to your cart')).toBeInTheDocument();
    expect(api.callsTo('POST', '/cfs/rest/v3/customer-cart')[0]!.body).toEqual({ customer_cart: [{ product: 10, cart_quantity: 1 }] });
    await screen.findByRole('heading', { name: /2 items/ });

    const urli = screen.getByText('Brass Urli').closest('li')!;
    await user.click(within(urli).getByRole('button', { name: 'Remove Brass Urli from the wish list' }));
    expect(await screen.findByText('Removed from your wish list')).toBeInTheDocument();
    await screen.findByRole('heading', { name: /1 item/ });
  });
});
