import { cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithReload } from './lazy-with-reload';

const FLAG = 'bazaar:chunk-reload';
const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-abc123.js');

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
});

afterEach(() => {
  // Unmount before the real location comes back.
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">Page failed</p> : this.props.children;
  }
}

/** A fresh lazy page, as after a page load (React.lazy remembers its result). */
function renderPage(load: () => Promise<{ default: () => ReactElement }>) {
  const Page = lazyWithReload(load);
  return render(
    <ErrorBoundary>
      <Suspense fallback={<p>Loading page</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
  );
}

const Cart = () => <h1>Your cart</h1>;

describe('lazyWithReload', () => {
  it('renders the page when its script loads, and leaves no reload flag behind', async () => {
    window.sessionStorage.setItem(FLAG, '1');
    renderPage(async () => ({ default: Cart }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(FLAG)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when the script fails to load, and stays on the fallback meanwhile', async () => {
    const load = vi.fn().mockRejectedValue(chunkError());
    renderPage(load);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(window.sessionStorage.getItem(FLAG)).toBe('1');
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error page instead of reloading again when the script fails after the reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // First page load: fails and reloads.
    const first = renderPage(() => Promise.reject(chunkError()));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();

    // After the reload the flag is still there; the second failure goes to the error boundary.
    renderPage(() => Promise.reject(chunkError()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Page failed');
    expect(reload).toHaveBeenCalledTimes(1);
    // Cleared, so a later deployment may reload once more.
    expect(window.sessionStorage.getItem(FLAG)).toBeNull();
  });

  it('recovers after the reload when the new script loads', async () => {
    renderPage(() => Promise.reject(chunkError())).unmount();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    renderPage(async () => ({ default: Cart }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(FLAG)).toBeNull();
  });
});
