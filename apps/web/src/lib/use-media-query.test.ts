import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it('answers whether the query matches and follows its changes', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    const matchMedia = vi.fn((query: string) => ({
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 64rem)'));
    expect(result.current).toBe(false);
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 64rem)');
    matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(result.current).toBe(true);
    unmount();
    expect(listeners.size).toBe(0);
  });

  it('gives the fallback where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(renderHook(() => useMediaQuery('(min-width: 64rem)')).result.current).toBe(true);
    expect(renderHook(() => useMediaQuery('(min-width: 64rem)', false)).result.current).toBe(false);
  });
});
