import { QueryClient } from '@tanstack/react-query';
import { PAGE_LIMIT_DEFAULT, landingListingCall, startUpKey } from '@bazaar/contracts/constants';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '@/features/catalogue/api/catalogue-keys';
import { listingParams, readFilters } from '@/features/catalogue/listing-filters';
import { savePincode } from '@/features/catalogue/saved-pincode';
import { productKeys } from '@/features/product/api/product-keys';
import { parseProductId } from '@/features/product/pages/product-details-page';
import { prefetchRouteData, productIdFrom } from './route-data';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prefetchRouteData', () => {
  it("reads PId as the product page does, so it asks for the page's own product", () => {
    for (const value of ['7', '0', '-3', '12a', '', '1234567890', '000123']) {
      expect(productIdFrom(new URLSearchParams({ PId: value }))).toBe(parseProductId(value));
    }
    expect(productIdFrom(new URLSearchParams())).toBeNull();
  });

  it("starts the product page's request at once, under the page's query key", () => {
    const fetchMock = vi.fn(async () => Response.json({ response_code: 200, response_message: 'ok', response_body: { product_id: 7 } }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    prefetchRouteData(queryClient, { pathname: '/productdetails', search: '?PId=7' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('/pbs/rest/v3/products/7');
    expect(queryClient.getQueryState(productKeys.details(7))?.fetchStatus).toBe('fetching');
  });

  it("starts the listing's request at once, with the URL's filters and the saved pincode, under the page's query key", () => {
    const fetchMock = vi.fn(async () => Response.json({ response_code: 200, response_message: 'ok', response_body: { products: [], total: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    savePincode({ pincode: '560001', addressId: null });
    const queryClient = new QueryClient();
    const search = '?search=lamp&category-id=4&min-price=100&sort=price_low_to_high&page=2';
    prefetchRouteData(queryClient, { pathname: '/productlisting/', search });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), 'http://shop');
    expect(url.pathname).toBe('/pbs/rest/v3/products');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      search: 'lamp',
      'category-id': '4',
      'min-price': '100',
      'page-number': '2',
      'page-limit': '10',
      pincode: '560001',
    });
    const key = catalogueKeys.products(listingParams(readFilters(new URLSearchParams(search)), '560001'));
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching');
  });

  it('asks for the unfiltered listing exactly as index.html carries its answer (landingListingCall)', () => {
    const fetchMock = vi.fn(async () => Response.json({ response_code: 200, response_message: 'ok', response_body: { products: [], total: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    prefetchRouteData(new QueryClient(), { pathname: '/productListing', search: '' });
    const url = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]));
    expect(url.pathname + url.search).toBe(startUpKey(landingListingCall(PAGE_LIMIT_DEFAULT)));
  });

  it("asks for the page's translations at once", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({})),
    );
    const load = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue();
    vi.spyOn(i18n, 'hasLoadedNamespace').mockReturnValue(false);
    prefetchRouteData(new QueryClient(), { pathname: '/productListing', search: '' });
    expect(load).toHaveBeenCalledWith(['product_listing']);
  });

  it('asks for nothing on other pages or without a valid PId', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    prefetchRouteData(new QueryClient(), { pathname: '/ProductDetails', search: '?PId=x' });
    prefetchRouteData(new QueryClient(), { pathname: '/cart', search: '?PId=7' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
