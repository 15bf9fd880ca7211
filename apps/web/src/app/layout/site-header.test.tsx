import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeTokenSet } from '@/lib/auth-session';
import { guestCartStore } from '@/lib/cart/guest-cart';
import { hardNavigate } from '@/lib/hard-navigate';
import { storage } from '@/lib/storage';
import { StoreContext } from '@/lib/store-context';
import { clearTokenCookies, envelope, fakeJwt, fakeTokenSet, jsonResponse } from '@/test/auth-fixtures';
import { fakeStoreState } from '@/test/store-fixtures';
import { SiteHeader } from './site-header';

vi.mock('@/lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(hardNavigate).mockClear();
  clearTokenCookies();
});

function renderHeader(at = '/') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <StoreContext.Provider value={fakeStoreState()}>
        <MemoryRouter initialEntries={[at]}>
          <SiteHeader />
        </MemoryRouter>
      </StoreContext.Provider>
    </QueryClientProvider>,
  );
}

describe('SiteHeader account', () => {
  it('offers sign-in to a guest', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('§2: the Sign in link remembers the origin, path and query of the page the shopper came from', async () => {
    const user = userEvent.setup();
    renderHeader('/ProductDetails?PId=110&ref=abc');
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(storage.getJson('currentPath')).toEqual({ origin: window.location.origin, path: '/ProductDetails', query: '?PId=110&ref=abc' });
  });

  it("shows the signed-in customer's name and opens the account links", async () => {
    storeTokenSet(fakeTokenSet({ id_token: fakeJwt({ given_name: 'Asha', preferred_username: 'asha@example.com' }) }));
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Account menu for Asha' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = await screen.findAllByRole('link', { name: /My profile|My orders|Addresses|Preferences|Active sessions/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/myProfile', '/userprofile/myOrder', '/customerAddress', '/preferences', '/activeSessions']);
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    storeTokenSet(fakeTokenSet());
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Account menu for Asha Rao' });
    await user.click(toggle);
    await screen.findByRole('link', { name: 'My profile' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'My profile' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out: ends the server session, clears the local one and loads home', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, envelope(null, 200, 'Signed out')));
    vi.stubGlobal('fetch', fetchMock);
    storeTokenSet(fakeTokenSet());
    storage.set('ln', 'fr');
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Account menu for Asha Rao' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    const paths = fetchMock.mock.calls.map((call) => new URL(String((call as unknown[])[0])).pathname);
    expect(paths).toContain('/ums/rest/v3/session-logout');
    expect(document.cookie).toBe('');
    expect(storage.get('ln')).toBe('fr');
  });
});

describe('SiteHeader cart count', () => {
  it('shows no count on an empty cart, and the count of a filled one inside the link (its name holds it)', () => {
    storage.remove('cart');
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveTextContent(/^$/);
    act(() => guestCartStore.write([{ key: 'a', productId: 1, productName: 'Tea', cartQuantity: 2, quantity: 5 } as never]));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveTextContent('1');
  });

  it("counts a guest's local cart lines and follows every change", () => {
    storage.setJson('cart', [{ key: 'a', productId: 1, productName: 'Tea', cartQuantity: 2, quantity: 5 }]);
    renderHeader();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toHaveAttribute('href', '/cart');
    act(() => guestCartStore.write([...guestCartStore.read(), { ...guestCartStore.read()[0]!, key: 'b', productId: 2 }]));
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it("counts a signed-in customer's server cart lines", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, envelope({ Products: [{ id: 1 }, { id: 2 }, { id: 3 }], total: 3 }))),
    );
    storeTokenSet(fakeTokenSet());
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });
});

describe('SiteHeader phone menu', () => {
  const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    return screen.findByRole('dialog', { name: 'Menu' });
  };

  it("gives a signed-in customer the account's links and Sign out, reachable by keyboard", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, envelope(null, 200, 'Signed out')));
    vi.stubGlobal('fetch', fetchMock);
    storeTokenSet(fakeTokenSet());
    const user = userEvent.setup();
    renderHeader('/userprofile/myOrder');
    const menu = await openMenu(user);
    const account = within(menu).getByRole('navigation', { name: 'Your account' });
    const links = within(account).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['My account', '/myProfile'],
      ['My orders', '/userprofile/myOrder'],
      ['Wish list', '/WishList'],
      ['Enquiries', '/enquiries'],
    ]);
    // The page being shown is said to be the current one.
    expect(within(account).getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // Tab moves through the links to Sign out, and Enter signs out.
    within(account).getByRole('link', { name: 'Enquiries' }).focus();
    await user.tab();
    expect(within(account).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(fetchMock.mock.calls.map((call) => new URL(String((call as unknown[])[0])).pathname)).toContain('/ums/rest/v3/session-logout');
  });

  it('gives a guest Sign in, which remembers the page and closes the menu', async () => {
    const user = userEvent.setup();
    renderHeader('/ProductDetails?PId=7');
    const menu = await openMenu(user);
    expect(within(menu).queryByRole('navigation', { name: 'Your account' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Sign in' }));
    expect(storage.getJson('currentPath')).toEqual({ origin: window.location.origin, path: '/ProductDetails', query: '?PId=7' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });
});
