import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/** A module fetched after the page's first render: once, whoever asks first. */
export type LazyModule<T> = { preload: () => Promise<T>; current: () => T | undefined };

export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return { preload: () => (loading ??= load().then((module) => (loaded = module))), current: () => loaded };
}

/**
 * The module once it has loaded, else undefined. It is fetched at once when `now` (the part that
 * needs it was asked for: a sheet opened, a preview clicked), otherwise when the page is idle, so
 * that it never competes with the page's first render.
 */
export function useLazyModule<T>(module: LazyModule<T>, now: boolean): T | undefined {
  const [value, setValue] = useState(module.current);
  useEffect(() => {
    if (value) return;
    let mounted = true;
    const load = () => void module.preload().then((loaded) => mounted && setValue(() => loaded));
    let cancel = () => {};
    if (now) load();
    else cancel = whenIdle(load);
    return () => {
      mounted = false;
      cancel();
    };
  }, [module, value, now]);
  return value;
}
