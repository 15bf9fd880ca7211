import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreContext } from '@/lib/store-context';
import { clearTokenCookies, envelope, fakeTokenSet, jsonResponse } from '@/test/auth-fixtures';
import { fakeStoreState } from '@/test/store-fixtures';
import { AppRoutes } from './app-routes';

vi.mock('@/lib/hard-navigate', () => ({ hardNavigate: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  clearTokenCookies();
});

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

function renderApp(entry: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <StoreContext.Provider value={fakeStoreState()}>
        <MemoryRouter initialEntries={[entry]}>
          <AppRoutes askAi={false} />
          <CurrentPath />
        </MemoryRouter>
      </StoreContext.Provider>
    </QueryClientProvider>,
  );
}

describe('signing in from a protected page', () => {
  it('returns the guest to the page they asked for, not to home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) => {
        const path = new URL(String(url)).pathname;
        if (path === '/ums/rest/v3/otp/send') return jsonResponse(200, envelope({ expires_in: 300, resend_after: 30 }));
        if (path === '/ums/rest/v3/signin') return jsonResponse(200, envelope(fakeTokenSet()));
        return jsonResponse(404, envelope(null, 404, 'Not found'));
      }),
    );
    const user = userEvent.setup();
    renderApp('/WishList?x=1');
    await user.type(await screen.findByLabelText('Phone number or email'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My wish list' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/WishList?x=1');
    // The header now greets the customer by name.
    expect(screen.getByRole('button', { name: 'Account menu for Asha Rao' })).toBeInTheDocument();
  });

  it('renews an expired access cookie with the refresh token instead of sending the customer to sign in', async () => {
    document.cookie = 'refresh_token=refresh-1; path=/';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL) =>
        new URL(String(url)).pathname === '/ums/rest/v3/refresh-token'
          ? jsonResponse(200, envelope(fakeTokenSet({ access_token: 'access-2' })))
          : jsonResponse(404, envelope(null, 404, 'Not found')),
      ),
    );
    renderApp('/WishList');
    expect(await screen.findByRole('heading', { level: 1, name: 'My wish list' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/WishList');
  });
});
