import type { ReactElement } from 'react';
import type { ProductSummary } from '@bazaar/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { StoreContext } from '@/lib/store-context';
import { fakeStoreState } from '@/test/store-fixtures';

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `ui` at `entry` with the providers the app shell gives a page (store currency 'R'). */
export function renderWithShell(ui: ReactElement, { path = '*', entry = '/' }: { path?: string; entry?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <StoreContext.Provider value={fakeStoreState()}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </StoreContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

let nextId = 1;
/** A product summary shaped like the server's (packages/contracts ProductSummary). */
export const fakeProduct = (extra: Partial<ProductSummary> = {}): ProductSummary => {
  const id = nextId++;
  return {
    product_id: id,
    product_name: `Hand-woven basket ${id}`,
    product_price: 1200,
    final_price: 900,
    discount_details: '25% off',
    product_image: `products/${id}/a.jpg,products/${id}/b.jpg`,
    rating: 4.2,
    rating_count: 12,
    product_type_name: 'Physical',
    vendor_id: 3,
    vendor_name: 'Jaipur Crafts',
    category_id: 2,
    price_visibility: true,
    order_flow: 'checkout_based',
    slot_required: false,
    in_stock: true,
    ...extra,
  };
};
