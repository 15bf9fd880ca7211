import i18n from 'i18next';
import { expect, vi } from 'vitest';
import { PAGE_NAMESPACES, type PageWithNamespaces } from '../page-namespaces';

/** The namespaces initI18n loads before the first render. */
const AT_START = ['common', 'header', 'footer'];

/**
 * Records the namespaces a page's components read (react-i18next asks i18next whether each one
 * is loaded), to check them against the page's PAGE_NAMESPACES once the page has rendered.
 */
export function recordNamespaces() {
  const asked = vi.spyOn(i18n, 'hasLoadedNamespace');
  return {
    /** Fails on any namespace read that neither start-up nor the page's list loads ahead. */
    expectAllListed(page: PageWithNamespaces) {
      const read = new Set(asked.mock.calls.flatMap(([ns]) => ns));
      asked.mockRestore();
      const listed = new Set<string>([...AT_START, ...PAGE_NAMESPACES[page]]);
      expect([...read].filter((ns) => !listed.has(ns))).toEqual([]);
    },
  };
}
