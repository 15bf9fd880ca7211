import { describe, expect, it } from 'vitest';
import { readOrderFilters, writeOrderFilters } from './order-filters';

const read = (query: string) => readOrderFilters(new URLSearchParams(query));

describe('order list filters in the URL', () => {
  it('reads a status, a search and a page', () => {
    expect(read('status=Fulfilled&search=%20brass%20%20diya%20&page=3')).toEqual({ status: 'Fulfilled', search: 'brass diya', page: 3 });
  });

  it.each(['status=all', 'status=Shipped', 'status=received', 'page=0', 'page=-2', 'page=2x', 'search=%20%20'])(
    'drops what the API would refuse: %s',
    (query) => {
      expect(read(query)).toEqual({ status: undefined, search: undefined, page: 1 });
    },
  );

  it('cuts a search to the 100 characters the API takes', () => {
    expect(read(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the unfiltered first page', () => {
    expect(writeOrderFilters({ page: 1 }).toString()).toBe('');
    expect(writeOrderFilters({ status: 'Return', search: 'lamp', page: 2 }).toString()).toBe('status=Return&search=lamp&page=2');
  });
});
