import { describe, expect, it } from 'vitest';
import { PAGE_LIMIT_DEFAULT } from './constants';
import { landingListingCall, productPageCall, startUpCalls, startUpKey } from './start-up';

describe('startUpKey', () => {
  it("writes a call's path and query as the browser's URLSearchParams does, so both sides find the same answer", () => {
    const query = { plain: 'demo_1-x', spaced: 'a b', marks: "!'()~*", other: '&=?/#%+é', n: -1 };
    // What new URLSearchParams(query).toString() gives in Node and in browsers.
    const expected = 'plain=demo_1-x&spaced=a+b&marks=%21%27%28%29%7E*&other=%26%3D%3F%2F%23%25%2B%C3%A9&n=-1';
    expect(startUpKey({ path: '/p', query })).toBe(`/p?${expected}`);
    expect(startUpKey({ path: '/p', query: {} })).toBe('/p');
  });

  it('names the four start-up reads of spec §4, with the store id only when it is known', () => {
    const keys = Object.values(startUpCalls('demo', 12)).map(startUpKey);
    expect(keys).toEqual([
      '/ums/rest/v3/validate-store?store-realmname=demo',
      '/pbs/rest/v3/content-settings?page-limit=10&page-number=1&store-id=12',
      '/pbs/rest/v3/languages?page_number=-1&realm-name=demo',
      '/pbs/rest/v3/store-images',
    ]);
    expect(startUpKey(startUpCalls('demo', undefined).settings)).toBe('/pbs/rest/v3/content-settings?page-limit=10&page-number=1');
  });

  it("names the pages' own first reads: a product, and the unfiltered listing's first page of ten", () => {
    expect(startUpKey(productPageCall(162))).toBe('/pbs/rest/v3/products/162');
    expect(startUpKey(landingListingCall(PAGE_LIMIT_DEFAULT))).toBe('/pbs/rest/v3/products?page-number=1&page-limit=10');
  });
});
