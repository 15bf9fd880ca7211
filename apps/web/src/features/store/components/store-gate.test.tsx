import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@bazaar/contracts';
import { storage } from '@/lib/storage';
import { useStore } from '@/lib/store-context';
import { fakeLanguages, fakeSettings, fakeStore, language } from '@/test/store-fixtures';
import { StoreGate } from './store-gate';

type Reply = { status: number; body: unknown } | 'pending';
const ok = (response_body: unknown): Reply => ({ status: 200, body: { response_code: 200, response_message: 'OK', response_body } });
const failure = (status: number, response_message: string): Reply => ({
  status,
  body: { response_code: status, response_message, response_body: null },
});

const VALIDATE = '/ums/rest/v3/validate-store';
const SETTINGS = '/pbs/rest/v3/content-settings';
const LANGUAGES = '/pbs/rest/v3/languages';
const IMAGES = '/pbs/rest/v3/store-images';

const languagesReply = (data: Language[]) => ok({ data, total: data.length });

let fetchMock: ReturnType<typeof vi.fn>;
let reload: ReturnType<typeof vi.fn>;

/** Answers the four start-up calls; each can be overridden. */
function mockApi(overrides: Partial<Record<string, Reply>> = {}) {
  const replies: Record<string, Reply> = {
    [VALIDATE]: ok(fakeStore),
    [SETTINGS]: ok({ store_settings_data: [fakeSettings()], total: 1 }),
    [LANGUAGES]: languagesReply(fakeLanguages),
    [IMAGES]: ok({ store_logo_path: 'stores/demo/logo.png', store_logo_path_dark: null }),
    ...overrides,
  };
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const reply = replies[new URL(String(input)).pathname];
    if (!reply) return new Response(null, { status: 404 });
    if (reply === 'pending') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
}

function ShopProbe() {
  const { store, currency, language: ln } = useStore();
  return (
    <p>
      Shop open: {store.store_display_name} {currency.iso_code} {ln}
    </p>
  );
}

const never = new Promise<never>(() => {});
/** Stands for the start-up translations still on their way: it holds its Suspense boundary back. */
function Waiting(): null {
  use(never);
  return null;
}

function renderGate({ translationsPending = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <StoreGate realm="demo">
          <ShopProbe />
        </StoreGate>
        {translationsPending && <Waiting />}
      </Suspense>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(async () => {
  // Unmount while fetch and location are still stubbed, then restore them.
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById('store-theme')?.remove();
  document.title = '';
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  document.documentElement.classList.remove('dark');
  await i18n.changeLanguage('en');
});

describe('StoreGate', () => {
  it('shows a spinner in the stored primary colour while the store is checked', () => {
    storage.set('primary', '#123456');
    mockApi({ [VALIDATE]: 'pending' });
    renderGate();
    expect(screen.getByRole('status', { name: 'Loading…' })).toHaveStyle({ color: '#123456' });
    expect(screen.queryByText(/Shop open/)).not.toBeInTheDocument();
  });

  it('keeps the spinner while the settings are still loading', async () => {
    mockApi({ [SETTINGS]: 'pending' });
    renderGate();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/Shop open/)).not.toBeInTheDocument();
  });

  it('asks for the store, its settings, languages and logos while the start-up translations still hold the page back', async () => {
    mockApi();
    renderGate({ translationsPending: true });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    const paths = fetchMock.mock.calls.map(([u]) => new URL(String(u)).pathname);
    expect(paths.sort()).toEqual([IMAGES, LANGUAGES, SETTINGS, VALIDATE].sort());
  });

  it('keeps the spinner until the logos are known, so the header does not change size when they come', async () => {
    mockApi({ [IMAGES]: 'pending' });
    renderGate();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/Shop open/)).not.toBeInTheDocument();
  });

  it('opens the shop without a logo when the logos cannot be read', async () => {
    mockApi({ [IMAGES]: failure(500, 'down') });
    renderGate();
    expect(await screen.findByText('Shop open: Demo Bazaar ZAR en')).toBeInTheDocument();
  });

  it('shows the maintenance page when the store is unavailable', async () => {
    mockApi({ [VALIDATE]: ok({ ...fakeStore, store_status: false }) });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'This store is taking a short break' })).toBeInTheDocument();
    expect(screen.getByText('We are updating the shop right now. Please come back in a little while.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Demo Bazaar/ })).toHaveAttribute('src', '/files/stores/demo/logo.png');
    expect(screen.queryByText(/Shop open/)).not.toBeInTheDocument();
  });

  it('shows the error page when the store check fails (404)', async () => {
    mockApi({ [VALIDATE]: failure(404, 'Store not found') });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/Shop open/)).not.toBeInTheDocument();
  });

  it('shows the error page when the settings fail to load (500)', async () => {
    mockApi({ [SETTINGS]: failure(500, 'Internal error') });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/Shop open/)).not.toBeInTheDocument();
  });

  it('shows the error page when the languages fail to load', async () => {
    mockApi({ [LANGUAGES]: failure(503, 'Unavailable') });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('opens the shop: title, theme, stored primary colour and store data for the pages', async () => {
    mockApi();
    renderGate();
    expect(await screen.findByText('Shop open: Demo Bazaar ZAR en')).toBeInTheDocument();
    expect(document.title).toBe('online store | Demo Bazaar');
    expect(storage.get('primary')).toBe('#0f766e');
    expect(storage.get('realm_name')).toBe('demo');
    expect(document.getElementById('store-theme')?.textContent).toContain('--btn-primary-bg: #0f766e;');
    expect(document.documentElement.dir).toBe('ltr');
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks the server about this store by its realm', async () => {
    mockApi();
    renderGate();
    await screen.findByText(/Shop open/);
    const validateUrl = fetchMock.mock.calls.map(([u]) => new URL(String(u))).find((u) => u.pathname === VALIDATE);
    expect(validateUrl?.searchParams.get('store-realmname')).toBe('demo');
  });

  it('falls back to the default currency when the store has none', async () => {
    mockApi({ [SETTINGS]: ok({ store_settings_data: [{ ...fakeSettings(), store_currency: [] }], total: 1 }) });
    renderGate();
    expect(await screen.findByText('Shop open: Demo Bazaar INR en')).toBeInTheDocument();
  });

  it('switches to right-to-left when the store default is Arabic and nothing was saved', async () => {
    mockApi({ [LANGUAGES]: languagesReply([language('en'), language('ar', { is_default: true })]) });
    renderGate();
    expect(await screen.findByText('Shop open: Demo Bazaar ZAR ar')).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(storage.get('ln')).toBe('ar');
    expect(storage.get('direction')).toBe('rtl');
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps a saved language the store offers', async () => {
    storage.set('ln', 'fr');
    mockApi();
    renderGate();
    expect(await screen.findByText('Shop open: Demo Bazaar ZAR fr')).toBeInTheDocument();
    expect(storage.get('ln')).toBe('fr');
    expect(reload).not.toHaveBeenCalled();
  });

  it('replaces a saved language the store does not offer with the default and reloads', async () => {
    storage.set('ln', 'hi');
    mockApi();
    renderGate();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.get('ln')).toBe('en');
    expect(storage.get('direction')).toBe('ltr');
    // The page is about to reload: the shop is not shown in the wrong language meanwhile.
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/Shop open/)).not.toBeInTheDocument();
  });
});
