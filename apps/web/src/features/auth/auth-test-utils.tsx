import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { StoreContext } from '@/lib/store-context';
import { envelope, jsonResponse } from '@/test/auth-fixtures';
import { fakeStoreState } from '@/test/store-fixtures';
import SignInPage from './signin-page';
import SignUpPage from './signup-page';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname + location.search}</output>;
}

/** The auth pages on their routes, with every other path showing where the user ended up. */
export function renderAuthPage(entry: InitialEntry) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <StoreContext.Provider value={fakeStoreState()}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path="/signin" element={<SignInPage />} />
            <Route path="/signup" element={<SignUpPage />} />
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </MemoryRouter>
      </StoreContext.Provider>
    </QueryClientProvider>,
  );
}

export const landedOn = async () => (await screen.findByTestId('current-path')).textContent;

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>;
export type SentRequest = { path: string; body: Record<string, unknown> };

/**
 * A stand-in for the identity API. Unlisted paths answer 404. Returns the requests made, in order.
 * Default answers: a code is sent (resend after 30 s).
 */
export function fakeIdentityApi(handlers: Record<string, Handler>): SentRequest[] {
  const sent: SentRequest[] = [];
  const all: Record<string, Handler> = {
    '/ums/rest/v3/otp/send': () => jsonResponse(200, envelope({ expires_in: 300, resend_after: 30 })),
    ...handlers,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      const path = new URL(String(url)).pathname;
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      sent.push({ path, body });
      const handler = all[path];
      return handler ? handler(body) : jsonResponse(404, envelope(null, 404, 'Not found'));
    }),
  );
  return sent;
}
