import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageNamespaces } from './page-namespaces';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('preloadPageNamespaces', () => {
  it("asks for all of a page's namespaces not yet loaded, in one go", () => {
    const load = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    vi.spyOn(i18n, 'hasLoadedNamespace').mockImplementation((ns) => ns === 'product_listing');
    preloadPageNamespaces('product-details');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(['product_details', 'cart', 'wishlist', 'enquiry_form']);
  });

  it('asks for nothing when they are all loaded, so it can run on every render', () => {
    const load = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    preloadPageNamespaces('home');
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a page it does not list to load its own namespaces', () => {
    const load = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    vi.spyOn(i18n, 'hasLoadedNamespace').mockReturnValue(false);
    preloadPageNamespaces('checkout');
    preloadPageNamespaces('toString');
    expect(load).not.toHaveBeenCalled();
  });
});
