import { lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';
import { whenIdle } from '@/lib/when-idle';
import type * as SonnerExports from './sonner-toaster';

export const TOAST_DURATION_MS = 5000;
/**
 * At most this many toasts exist at once: showing another dismisses the oldest (see `toast`).
 * Sonner's own visibleToasts only hides the extra ones while they stay mounted.
 */
export const TOAST_LIMIT = 3;

export interface ToasterProps {
  /** Page direction; also moves the stack to the inline-end corner. Follows the document when omitted. */
  dir?: 'ltr' | 'rtl';
}

// Sonner (sonner-toaster.tsx) is loaded once the page has loaded and is idle, or at the first toast
// if that comes sooner: no page needs it to first render, and it was 9 KB of every page's first JavaScript.
type Sonner = typeof SonnerExports;
let loading: Promise<Sonner> | undefined;
const load = () => (loading ??= import('./sonner-toaster'));

let wanted = false;
const onWanted = new Set<() => void>();
function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of onWanted) listener();
}

/** Sonner drops a toast shown before its Toaster subscribed, so toasts wait for the first mount. */
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));

const SonnerToaster = lazy(async () => {
  const { Toaster } = await load();
  function MountedToaster(props: ToasterProps) {
    // Sonner subscribes in its own effect, which runs before this one.
    useEffect(() => markMounted(), []);
    return <Toaster {...props} />;
  }
  return { default: MountedToaster };
});

/** Mount once near the root; `toast.*` calls anywhere in the app render here. */
export function Toaster(props: ToasterProps) {
  const [show, setShow] = useState(wanted);
  useEffect(() => {
    if (show) return;
    const start = () => setShow(true);
    onWanted.add(start);
    const cancel = whenIdle(want);
    return () => {
      onWanted.delete(start);
      cancel();
    };
  }, [show]);
  if (!show) return null;
  // Its own boundary: loading Sonner never shows the page's fallback.
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}

type Message = Parameters<Sonner['toast']['success']>[0];

function later(kind: keyof Sonner['toast']) {
  return (message: Message, data?: ExternalToast): void => {
    want();
    void Promise.all([load(), mounted]).then(([sonner]) => sonner.toast[kind](message, data));
  };
}

/** The only toast kinds the app uses; callers pass already translated text. */
export const toast = {
  success: later('success'),
  error: later('error'),
  info: later('info'),
};
