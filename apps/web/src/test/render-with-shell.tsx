import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { StoreContext, type StoreState } from '@/lib/store-context';
import { fakeStoreState } from '@/test/store-fixtures';

/** Where the page sent the user, and the navigation state it passed along. */
function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.pathname + location.search}</output>
      <output data-testid="location-state">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

export type ShellEntry = string | { pathname: string; state: unknown };

/**
 * Renders `ui` at `entry` inside the providers the app shell gives a page (store currency 'R'),
 * and the toaster when the page shows toasts. Other paths render nothing; the probe tells where the page navigated.
 */
export function renderWithShell(
  ui: ReactElement,
  { path = '*', entry = '/', toaster = false, store = {} }: { path?: string; entry?: ShellEntry; toaster?: boolean; store?: Partial<StoreState> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Typing and clicking wait on timers; under fake timers those must be moved on by hand.
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <StoreContext.Provider value={fakeStoreState(store)}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        {toaster && <Toaster />}
      </StoreContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, location: () => view.getByTestId('location').textContent };
}
