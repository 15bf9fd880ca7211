import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeVendor, mockApi, ok, vendorsRoute } from '@/test/mock-api';
import { useCategories } from './get-categories';
import { useVendors, vendorsWithProducts } from './get-vendors';

afterEach(() => vi.unstubAllGlobals());

const category = (id: number, parent_id: number | null, product_count = 3) => ({
  category_id: id,
  category_name: `Category ${id}`,
  parent_id,
  description: '',
  image: null,
  position: id,
  product_count,
});

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('one request for the categories and one for the vendors, whoever asks', () => {
  it('serves the whole list and a selected view from one GET /categories', async () => {
    const api = mockApi({ 'GET /pbs/rest/v3/categories': () => ok({ categories: [category(1, null), category(2, 1), category(3, null, 0)], total: 3 }) });
    const Wrapper = wrapper();
    const { result } = renderHook(
      () => ({ all: useCategories(), roots: useCategories((list) => list.filter((c) => c.parent_id === null && c.product_count > 0)) }),
      { wrapper: Wrapper },
    );
    await waitFor(() => expect(result.current.roots.data).toBeDefined());
    expect(result.current.all.data).toHaveLength(3);
    expect(result.current.roots.data?.map((c) => c.category_id)).toEqual([1]);
    expect(api.callsTo('GET', '/pbs/rest/v3/categories')).toHaveLength(1);
    expect(api.calls[0]!.url.searchParams.get('page-number')).toBe('-1');
  });

  it('serves every vendor and those with products from one GET /vendors', async () => {
    const api = mockApi(vendorsRoute([fakeVendor(1, 'Jaipur Looms'), fakeVendor(2, 'Empty Shelf', { product_count: 0 })]));
    const { result } = renderHook(() => ({ all: useVendors(), selling: useVendors(vendorsWithProducts) }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.selling.data).toBeDefined());
    expect(result.current.all.data).toHaveLength(2);
    expect(result.current.selling.data?.map((v) => v.vendor_name)).toEqual(['Jaipur Looms']);
    expect(api.callsTo('GET', '/pbs/rest/v3/vendors')).toHaveLength(1);
  });
});
