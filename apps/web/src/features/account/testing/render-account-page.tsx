import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { toast as sonnerToast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { StoreContext, type StoreState } from '@/lib/store-context';
import { fakeStoreState } from '@/test/store-fixtures';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Signs in (an access_token cookie) for every test of the file, and cleans up after each. */
export function signInForEachTest() {
  beforeEach(() => {
    document.cookie = 'access_token=x; path=/';
  });
  afterEach(() => {
    document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    // Sonner keeps its toasts in a module singleton.
    act(() => {
      sonnerToast.dismiss();
    });
    vi.unstubAllGlobals();
  });
}

/** Renders one account page at `entry`, inside the providers the app shell gives it. */
export function renderAccountPage(page: ReactElement, { path, entry = path, store = {} }: { path: string; entry?: string; store?: Partial<StoreState> }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const storeState = fakeStoreState(store);
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <StoreContext.Provider value={storeState}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
        <Toaster />
      </StoreContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, user, store: storeState, queryClient };
}

/* ---- data shaped like the server's responses (packages/contracts/src/account.ts, identity.ts) ---- */

export const fakeProfile = (extra: Record<string, unknown> = {}) => ({
  customer_id: 7,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+919876543210',
  avatar_path: null,
  gender: 'female',
  date_of_birth: '1990-04-12',
  has_password: false,
  created_at: '2024-01-05T10:00:00.000Z',
  ...extra,
});

let nextAddressId = 1;
export const fakeAddress = (extra: Record<string, unknown> = {}) => ({
  id: nextAddressId++,
  address_type: 'delivery',
  name: 'Asha Rao',
  phone: '+919876543210',
  line1: '12 MG Road',
  line2: 'Indiranagar',
  landmark: 'Opposite the metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  is_default: false,
  created_at: '2024-02-01T10:00:00.000Z',
  ...extra,
});

export const fakeSession = (extra: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID() as string,
  device: 'Desktop',
  browser: 'Chrome 126',
  os: 'Windows 11',
  ip: '203.0.113.7',
  started_at: '2024-03-01T09:30:00.000Z',
  last_used_at: '2024-03-02T18:45:00.000Z',
  current: false,
  ...extra,
});

export const fakePreferences = (extra: Record<string, unknown> = {}) => ({
  language_code: 'en',
  theme: 'light',
  notify_order_updates: true,
  notify_offers: false,
  notify_by_sms: true,
  notify_by_email: true,
  ...extra,
});

/** List items of the page itself; toasts are list items too. */
export const pageListItems = () => screen.getAllByRole('listitem').filter((item) => !item.closest('[data-sonner-toaster]'));
