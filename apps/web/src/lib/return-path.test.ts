import { describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './return-path';
import { storage } from './storage';

const save = (value: unknown) => window.localStorage.setItem('currentPath', JSON.stringify(value));

describe('rememberReturnPath', () => {
  it('stores the origin, path and query of the page the guest was heading to', () => {
    rememberReturnPath({ pathname: '/WishList', search: '?x=1' });
    expect(storage.getJson('currentPath')).toEqual({ origin: window.location.origin, path: '/WishList', query: '?x=1' });
  });

  it('§2: keeps the earlier page when called on /signin or /signup, so sign-in never returns to itself', () => {
    rememberReturnPath({ pathname: '/ProductDetails', search: '?PId=110' });
    rememberReturnPath({ pathname: '/signin', search: '' });
    rememberReturnPath({ pathname: '/SignUp/', search: '?a=1' });
    expect(takeReturnPath()).toBe('/ProductDetails?PId=110');
  });
});

describe('takeReturnPath', () => {
  it('returns the remembered same-origin path with its query', () => {
    rememberReturnPath({ pathname: '/checkout/42', search: '?step=2' });
    expect(takeReturnPath()).toBe('/checkout/42?step=2');
  });

  it('works without a query', () => {
    rememberReturnPath({ pathname: '/enquiries', search: '' });
    expect(takeReturnPath()).toBe('/enquiries');
  });

  it('hands the path out only once, then falls back to home', () => {
    rememberReturnPath({ pathname: '/WishList', search: '?x=1' });
    expect(takeReturnPath()).toBe('/WishList?x=1');
    expect(window.localStorage.getItem('currentPath')).toBeNull();
    expect(takeReturnPath()).toBe('/');
  });

  it('gives home when nothing was remembered', () => {
    expect(takeReturnPath()).toBe('/');
  });

  it('rejects a path remembered on another origin', () => {
    save({ origin: 'https://evil.com', path: '/WishList', query: '' });
    expect(takeReturnPath()).toBe('/');
  });

  it.each([
    ['a protocol-relative path', '//evil.com'],
    ['a protocol-relative path with more', '//evil.com/WishList'],
    ['a backslash path', '/\\evil.com'],
    ['a path with a backslash inside', '/WishList\\..\\x'],
    ['a path that is not absolute', 'WishList'],
    ['an absolute URL', 'https://evil.com/'],
  ])('rejects %s', (_, path) => {
    save({ origin: window.location.origin, path, query: '' });
    expect(takeReturnPath()).toBe('/');
  });

  // Browsers strip tab and line breaks while parsing a URL, which turns these into "//evil.com".
  it.each([
    ['a tab', '/\t/evil.com'],
    ['a line feed', '/\n/evil.com'],
    ['a carriage return', '/\r/evil.com'],
    ['a NUL', '/WishList\u0000'],
    ['a DEL', '/Wish\u007FList'],
    ['an escape', '/\u001b/evil.com'],
  ])('rejects a path containing %s', (_, path) => {
    save({ origin: window.location.origin, path, query: '' });
    expect(takeReturnPath()).toBe('/');
  });

  it.each([
    ['a tab', '?next=\t//evil.com'],
    ['a line feed', '?x=1\n'],
    ['a unit separator', '?x=\u001f'],
  ])('rejects a query containing %s', (_, query) => {
    save({ origin: window.location.origin, path: '/WishList', query });
    expect(takeReturnPath()).toBe('/');
  });

  it('keeps a path with encoded or non-ASCII characters', () => {
    save({ origin: window.location.origin, path: '/search/%09caf\u00e9', query: '?q=%0A' });
    expect(takeReturnPath()).toBe('/search/%09caf\u00e9?q=%0A');
  });

  it('rejects a query that does not start with "?"', () => {
    save({ origin: window.location.origin, path: '/WishList', query: '@evil.com' });
    expect(takeReturnPath()).toBe('/');
  });

  it('rejects values of the wrong type', () => {
    save({ origin: window.location.origin, path: 42, query: '' });
    expect(takeReturnPath()).toBe('/');
    save(['/WishList']);
    expect(takeReturnPath()).toBe('/');
  });

  it('survives broken JSON in storage and clears it', () => {
    window.localStorage.setItem('currentPath', '{"origin": "http://loc');
    expect(takeReturnPath()).toBe('/');
    expect(window.localStorage.getItem('currentPath')).toBeNull();
  });

  it('treats a stored null as nothing remembered', () => {
    window.localStorage.setItem('currentPath', 'null');
    expect(takeReturnPath()).toBe('/');
  });
});
