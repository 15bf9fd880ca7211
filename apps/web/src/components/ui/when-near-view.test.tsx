import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearView } from './when-near-view';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Where the empty place lies: jsdom lays nothing out, so each test says. */
function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 1 } as DOMRect);
}

/** An IntersectionObserver whose one instance the test drives. */
function stubObserver() {
  const seen: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof seen)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options, disconnected: false };
        seen.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  const cross = (isIntersecting: boolean) => act(() => seen.at(-1)!.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));
  return { seen, cross };
}

describe('WhenNearView', () => {
  it('holds the place empty until it comes within 600px of the screen, then renders and stops watching', () => {
    const { seen, cross } = stubObserver();
    placeAt(window.innerHeight);
    render(
      <WhenNearView>
        <p>Related products</p>
      </WhenNearView>,
    );
    expect(screen.queryByText('Related products')).not.toBeInTheDocument();
    expect(seen.at(-1)!.options?.rootMargin).toBe('600px');
    cross(false);
    expect(screen.queryByText('Related products')).not.toBeInTheDocument();
    cross(true);
    expect(screen.getByText('Related products')).toBeInTheDocument();
    expect(seen.every((s) => s.disconnected)).toBe(true);
  });

  it('renders before the first paint when its place is on the screen already, so nothing in view moves', () => {
    const { seen } = stubObserver();
    placeAt(window.innerHeight - 1);
    render(
      <WhenNearView>
        <p>Reviews</p>
      </WhenNearView>,
    );
    expect(screen.getByText('Reviews')).toBeInTheDocument();
    expect(seen.every((s) => s.disconnected)).toBe(true);
  });

  it('waits for a place above the screen too (scrolled past, as on a return to the page)', () => {
    stubObserver();
    placeAt(-2);
    render(
      <WhenNearView>
        <p>Reviews</p>
      </WhenNearView>,
    );
    expect(screen.queryByText('Reviews')).not.toBeInTheDocument();
  });

  it('renders at once where the browser cannot watch', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearView>
        <p>Related products</p>
      </WhenNearView>,
    );
    expect(screen.getByText('Related products')).toBeInTheDocument();
  });
});
