import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, useLazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('loads once, whoever asks first, and keeps what it loaded', async () => {
    const load = vi.fn(async () => ({ name: 'dialog' }));
    const module = lazyModule(load);
    expect(module.current()).toBeUndefined();
    const [a, b] = await Promise.all([module.preload(), module.preload()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(module.current()).toBe(a);
  });
});

describe('useLazyModule', () => {
  it('waits for the page to be idle, and loads at once when asked to', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => ({ name: 'dialog' }));
    const module = lazyModule(load);
    const { result, rerender } = renderHook(({ now }) => useLazyModule(module, now), { initialProps: { now: false } });
    expect(load).not.toHaveBeenCalled();
    rerender({ now: true });
    await act(async () => {
      await module.preload();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ name: 'dialog' });
    vi.useRealTimers();
  });

  it('hands over a module loaded before the part that needs it rendered', async () => {
    const module = lazyModule(async () => ({ name: 'dialog' }));
    await module.preload();
    expect(renderHook(() => useLazyModule(module, false)).result.current).toEqual({ name: 'dialog' });
  });
});
