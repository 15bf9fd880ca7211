import { options, type VNode } from 'preact';

// The app renders with Preact (preact/compat stands in for react and react-dom; see ADR 013).
// React focuses an element rendered with autoFocus when it mounts; Preact only sets the
// autofocus attribute, which a browser honours once per page load, so the code field of the
// second sign-in step would open without focus. This puts React's behaviour back: an element
// rendered with autoFocus takes focus once, when it first reaches the page.

// Every element rendered with an autoFocus prop, true or false: like React, only the first render
// counts, so a field whose autoFocus turns true later (as the user types) does not steal focus.
const seen = new WeakSet<HTMLElement>();
const previous = options.diffed;

/** Focuses `element` after this render if it is new and was rendered with autoFocus true. */
function focusOnMount(element: HTMLElement, autoFocus: unknown) {
  if (seen.has(element)) return;
  seen.add(element);
  if (!autoFocus) return;
  // Children are diffed before their parent places them, so wait until the render is over.
  queueMicrotask(() => {
    if (element.isConnected) element.focus();
  });
}

options.diffed = (vnode) => {
  // __e is the element Preact rendered for the vnode (its mangled, stable name for _dom).
  const element = (vnode as VNode & { __e?: unknown }).__e;
  const props = vnode.props as { autoFocus?: unknown };
  if (typeof vnode.type === 'string' && 'autoFocus' in props && element instanceof HTMLElement) focusOnMount(element, props.autoFocus);
  previous?.(vnode);
};
