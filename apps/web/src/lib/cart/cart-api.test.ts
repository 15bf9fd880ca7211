import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { fetchCart } from './cart-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchCart (spec §7 GET customer-cart)', () => {
  it('§7: sends page_number -1 and cart_item_type all, so every line of every kind comes back', async () => {
    const api = mockApi({ 'GET /cfs/rest/v3/customer-cart': () => ok({ Products: [], total: 0 }) });
    expect(await fetchCart()).toEqual({ Products: [], total: 0 });
    const [call] = api.callsTo('GET', '/cfs/rest/v3/customer-cart');
    expect(call!.url.searchParams.get('page_number')).toBe('-1');
    expect(call!.url.searchParams.get('cart_item_type')).toBe('all');
  });
});
