import { describe, expect, it } from 'vitest';
import { changeFilters, hasActiveFilters, listingParams, readFilters, writeFilters } from './listing-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('listing filters in the URL', () => {
  it('reads every filter', () => {
    expect(
      read(
        'search=lamp&category-id=4&vendor-id=9&min-price=100&max-price=2000&min-rating=4&product-type=Packaged%20Service&in-stock=true&sort=price_asc&page=3',
      ),
    ).toEqual({
      search: 'lamp',
      categoryId: 4,
      vendorId: 9,
      minPrice: 100,
      maxPrice: 2000,
      minRating: 4,
      productType: 'Packaged Service',
      inStock: true,
      sort: 'price_asc',
      page: 3,
    });
  });

  it('drops values the API would reject and defaults the page to 1', () => {
    expect(read('category-id=abc&vendor-id=0&max-price=500001&product-type=Boat&min-rating=6&sort=cheap&page=-2&search=%20%20')).toEqual({ page: 1 });
  });

  it('keeps a minimum rating only from 1 to 5 stars', () => {
    expect(['0', '1', '5', '6', '3.5', 'x'].map((v) => read(`min-rating=${v}`).minRating)).toEqual([undefined, 1, 5, undefined, undefined, undefined]);
  });

  it("keeps 'Hide out of stock' only as in-stock=true, and sends it to the API", () => {
    expect(['true', 'false', '1', 'TRUE', ''].map((v) => read(`in-stock=${v}`).inStock)).toEqual([true, undefined, undefined, undefined, undefined]);
    expect(writeFilters({ page: 1, inStock: true }).toString()).toBe('in-stock=true');
    expect(writeFilters({ page: 1, inStock: undefined }).toString()).toBe('');
    expect(listingParams({ page: 1, inStock: true }, undefined)['in-stock']).toBe(true);
    expect(hasActiveFilters({ page: 1, inStock: true })).toBe(true);
  });

  it('swaps a reversed price range', () => {
    const f = read('min-price=900&max-price=100');
    expect([f.minPrice, f.maxPrice]).toEqual([100, 900]);
  });

  it('writes only set filters and leaves page 1 out', () => {
    expect(writeFilters({ page: 1, categoryId: 4, sort: 'newest' }).toString()).toBe('category-id=4&sort=newest');
    expect(writeFilters({ page: 2 }).toString()).toBe('page=2');
  });

  it('round-trips', () => {
    const query = 'search=red+lamp&category-id=4&min-price=0&max-price=500000&min-rating=3&page=2';
    expect(writeFilters(read(query)).toString()).toBe(query);
  });

  it('goes back to page 1 on any filter change', () => {
    expect(changeFilters({ page: 5, categoryId: 1 }, { sort: 'rating' })).toEqual({ page: 1, categoryId: 1, sort: 'rating' });
  });
});
