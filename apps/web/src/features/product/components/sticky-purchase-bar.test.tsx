import { act, screen, within } from '@testing-library/react';
import type { ProductDetails } from '@bazaar/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestCartStore } from '@/lib/cart/guest-cart';
import { renderWithShell } from '@/test/render-with-shell';
import { mockApi } from '@/test/mock-api';
import { fakeProduct } from '../testing/fixtures';
import { PurchasePanel } from './purchase-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A screen `width` px wide, as far as CSS media queries (in rem of 16 px) can tell. */
const screenWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)rem/.exec(query);
    const min = /min-width:\s*([\d.]+)rem/.exec(query);
    const matches = (!max || width <= Number(max[1]) * 16) && (!min || width >= Number(min[1]) * 16);
    return { matches, addEventListener: () => {}, removeEventListener: () => {} };
  });

/** An IntersectionObserver the test moves: `scroll(state)` tells the watched element where it now is. */
function fakeIntersections() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, targets: [], options };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
      unobserve() {}
    },
  );
  // The observed root is all that lies above the header's lower edge: the target is out of view
  // when wholly inside it, partly under the header when partly inside it, and otherwise outside.
  const scroll = (where: 'in view' | 'under the header' | 'scrolled past' | 'not reached') =>
    act(() => {
      for (const o of observers) {
        for (const target of o.targets) {
          const intersectionRatio = where === 'scrolled past' ? 1 : where === 'under the header' ? 0.5 : 0;
          const entry = { target, isIntersecting: intersectionRatio > 0, intersectionRatio } as unknown as IntersectionObserverEntry;
          o.callback([entry], o as unknown as IntersectionObserver);
        }
      }
    });
  return { scroll, observed: () => observers.flatMap((o) => o.targets), options: () => observers.at(-1)?.options };
}

const renderPanel = (extra: Record<string, unknown> = {}) => {
  mockApi({});
  return renderWithShell(<PurchasePanel product={fakeProduct(extra) as unknown as ProductDetails} />, { toaster: true });
};

const bar = () => screen.getByTestId('purchase-bar');

describe('StickyPurchaseBar', () => {
  it('on a phone, slides in with the price and "Add to cart" once the page\'s buttons scroll away, and adds as they do', async () => {
    screenWidth(390);
    const io = fakeIntersections();
    const { user } = renderPanel();
    // The page's own buttons are what is watched; the bar's room is kept from the start.
    expect(io.observed()).toEqual([screen.getAllByRole('button', { name: 'Add to cart' })[0]!.parentElement]);
    // Its root reaches from far above the screen down to the header's edge (no header here: the top), whole or not at all.
    expect(io.options()).toEqual({ rootMargin: `1000000px 0px -${window.innerHeight}px 0px`, threshold: [0, 1] });
    expect(screen.getByTestId('purchase-bar-space')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('data-state', 'hidden');
    expect(bar()).not.toBeVisible();
    // Not reached yet (below the screen) is not "scrolled away".
    io.scroll('not reached');
    expect(bar()).not.toBeVisible();
    io.scroll('under the header');
    expect(bar()).not.toBeVisible();
    io.scroll('scrolled past');
    expect(bar()).toBeVisible();
    expect(within(bar()).getByTestId('price')).toHaveTextContent(/750\.00/);
    expect(bar()).toHaveTextContent('Brass Diya Lamp');
    await user.click(within(bar()).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(guestCartStore.read().map((line) => [line.productId, line.cartQuantity])).toEqual([[42, 1]]);
    // Back in view: the bar goes, and is out of the tab order and the accessibility tree.
    io.scroll('in view');
    expect(bar()).not.toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(1);
  });

  it('is not there at all from md up', () => {
    screenWidth(1366);
    fakeIntersections();
    renderPanel();
    expect(screen.queryByTestId('purchase-bar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('purchase-bar-space')).not.toBeInTheDocument();
  });

  it('says "Request" for a request-based product and "Enquire" for an enquiry-based one, doing what the page\'s button does', async () => {
    screenWidth(390);
    const io = fakeIntersections();
    const view = renderPanel({ order_flow: 'request_based' });
    io.scroll('scrolled past');
    expect(within(bar()).getByRole('button')).toHaveAccessibleName('Request');
    view.unmount();

    const again = fakeIntersections();
    const { user, location } = renderPanel({ order_flow: 'enquiry_based' });
    again.scroll('scrolled past');
    // A guest is sent to sign in first, as by the page's own Enquire button.
    await user.click(within(bar()).getByRole('button', { name: 'Enquire' }));
    expect(location()).toBe('/signin');
  });

  it('is left out when there is nothing to buy (out of stock)', () => {
    screenWidth(390);
    fakeIntersections();
    renderPanel({ in_stock: false, stock: 0 });
    expect(screen.queryByTestId('purchase-bar')).not.toBeInTheDocument();
  });
});
