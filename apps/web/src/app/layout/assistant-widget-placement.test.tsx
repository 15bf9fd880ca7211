import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadAssistantWidget } from '@/features/assistant/widget-slot';
import { StoreContext } from '@/lib/store-context';
import { mockApi, ok } from '@/test/mock-api';
import { fakeStoreState } from '@/test/store-fixtures';
import { AppRoutes } from '../app-routes';

beforeAll(async () => {
  await preloadAssistantWidget();
});
afterEach(() => {
  document.cookie = 'access_token=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.unstubAllGlobals();
});

function renderAt(path: string, { signedIn, askAi }: { signedIn: boolean; askAi: boolean }) {
  if (signedIn) document.cookie = 'access_token=abc; path=/';
  mockApi({ 'GET /cfs/rest/v3/ask-ai/conversations': () => ok({ conversations: [] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <StoreContext.Provider value={fakeStoreState()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes askAi={askAi} />
        </MemoryRouter>
      </StoreContext.Provider>
    </QueryClientProvider>,
  );
}

const widget = () => screen.queryByRole('button', { name: 'Ask AI' });

/** Which paths hide it (/signin, /signup, /ask-ai) is showsAssistantWidget's test; here, that the layout follows it. */
describe("the assistant's widget in the layout (spec §2, §6)", () => {
  it('shows for a signed-in customer of a store with the assistant', async () => {
    renderAt('/cart', { signedIn: true, askAi: true });
    expect(await screen.findByRole('button', { name: 'Ask AI' })).toBeInTheDocument();
  });

  it('is not there for a guest, even where the store has the assistant', async () => {
    renderAt('/cart', { signedIn: false, askAi: true });
    await screen.findByRole('heading', { level: 1 });
    expect(widget()).not.toBeInTheDocument();
  });

  it('is not there in a store without the assistant', async () => {
    renderAt('/cart', { signedIn: true, askAi: false });
    await screen.findByRole('heading', { level: 1 });
    expect(widget()).not.toBeInTheDocument();
  });

  it("is not on the assistant's own page", async () => {
    renderAt('/ask-ai', { signedIn: true, askAi: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping assistant' })).toBeInTheDocument();
    expect(widget()).not.toBeInTheDocument();
  });

  it("is not in the vendor console, which is not the shopper's", async () => {
    renderAt('/vendor-console', { signedIn: true, askAi: true });
    await screen.findByRole('heading', { level: 1, name: 'Vendor console' });
    expect(widget()).not.toBeInTheDocument();
  });
});
