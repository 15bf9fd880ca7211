import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@/test/mock-api';
import { wishlistIdsOptions, wishlistPageOptions } from './wishlist-api';

describe('wish list GET', () => {
  it('spec §7: the wish-list GET is called with wishlist_item_type, asking for every kind', async () => {
    const api = mockApi({ 'GET /cfs/rest/v3/customer-wishlist': () => ok({ wishlist: [], total: 0 }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(wishlistPageOptions(2, 'urli'));
    await queryClient.fetchQuery(wishlistIdsOptions());
    const sent = api.callsTo('GET', '/cfs/rest/v3/customer-wishlist').map((call) => Object.fromEntries(call.url.searchParams));
    expect(sent).toEqual([
      expect.objectContaining({ 'page-number': '2', 'page-limit': '50', wishlist_item_type: 'all', search: 'urli' }),
      expect.objectContaining({ 'page-number': '-1', wishlist_item_type: 'all' }),
    ]);
  });
});
