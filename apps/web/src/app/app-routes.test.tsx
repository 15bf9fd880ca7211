import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { StoreContext } from '@/lib/store-context';
import { fakeStoreState } from '@/test/store-fixtures';
import { AppRoutes } from './app-routes';

const HOME_HEADING = 'Handpicked goods from makers you can trust';

function signIn() {
  document.cookie = 'access_token=abc; path=/';
}

afterEach(() => {
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

function renderAt(entry: InitialEntry, { askAi = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <StoreContext.Provider value={fakeStoreState()}>
        <MemoryRouter initialEntries={[entry]}>
          <AppRoutes askAi={askAi} />
          <CurrentPath />
        </MemoryRouter>
      </StoreContext.Provider>
    </QueryClientProvider>,
  );
}

const currentPath = () => screen.getByTestId('current-path').textContent;
const header = () => screen.queryByRole('navigation', { name: 'Main navigation' });
const footer = () => screen.queryByRole('contentinfo');

describe('AppRoutes', () => {
  it('shows home with the header and footer on /', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(header()).toBeInTheDocument();
    expect(footer()).toBeInTheDocument();
  });

  it("gives the vendor console its own header, not the shopper's cart and account, and no footer", async () => {
    signIn();
    renderAt('/vendor-console');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor console' })).toBeInTheDocument();
    expect(header()).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Vendor console')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('combobox', { name: 'Choose language' })).toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
  });

  it('sends a guest from a signed-in page to /signin and remembers where they were going', async () => {
    renderAt('/WishList?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/signin');
    expect(header()).not.toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
    expect(storage.getJson('currentPath')).toEqual({ origin: window.location.origin, path: '/WishList', query: '?x=1' });
  });

  it('remembers a parameterised signed-in route too', async () => {
    renderAt('/checkout/7');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(storage.getJson('currentPath')).toMatchObject({ path: '/checkout/7', query: '' });
  });

  it('opens a signed-in page for a customer with an access_token cookie', async () => {
    signIn();
    renderAt('/WishList');
    expect(await screen.findByRole('heading', { level: 1, name: 'My wish list' })).toBeInTheDocument();
    expect(currentPath()).toBe('/WishList');
    expect(storage.get('currentPath')).toBeNull();
  });

  it('sends a signed-in customer away from /signin to home', async () => {
    signIn();
    renderAt('/signin');
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows the sign-up page to a guest, without header and footer', async () => {
    renderAt('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(header()).not.toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
  });

  it('hides header and footer however the router-matched sign-up path is written', async () => {
    renderAt('/SignUp/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(header()).not.toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
  });

  it('shows "page not found" on an unknown path, inside the layout', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'page not found' })).toBeInTheDocument();
    expect(header()).toBeInTheDocument();
  });

  it('sends /amazonPayment without payment data to home', async () => {
    signIn();
    renderAt('/amazonPayment');
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('shows /amazonPayment with payment data bare, without header and footer', async () => {
    signIn();
    // jsdom cannot leave the page: the post to the gateway is only recorded.
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    renderAt({ pathname: '/amazonPayment', state: { payment: { action: 'https://sandbox.example/pay', fields: { amount: '100' } } } });
    expect(await screen.findByText('Taking you to the payment page…', { exact: false })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    submit.mockRestore();
    expect(header()).not.toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
  });

  it('serves /ask-ai only when the assistant is on', async () => {
    signIn();
    const { unmount } = renderAt('/ask-ai', { askAi: false });
    expect(await screen.findByRole('heading', { name: 'page not found' })).toBeInTheDocument();
    unmount();
    renderAt('/ask-ai', { askAi: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping assistant' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeInTheDocument();
  });
});
