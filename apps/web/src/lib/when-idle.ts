type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * Runs `task` once the page has loaded and the main thread has a moment free: for code a page
 * may need later (toasts, dialogs) that must not compete with its first render. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  const w = window as IdleWindow;
  let cancel = () => {};
  const schedule = () => {
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(task, { timeout: timeoutMs });
      cancel = () => w.cancelIdleCallback?.(id);
    } else {
      const id = window.setTimeout(task, 50);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}
