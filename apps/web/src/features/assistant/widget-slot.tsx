import { matchPath } from 'react-router';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

/** Spec §2: the assistant's widget shows on every page but these. */
export const WIDGET_HIDDEN_PATHS = ['/signup', '/signin', '/ask-ai'];

/**
 * Spec §2 and §6: for a signed-in customer of a store with ask_ai on, on any page but sign-up,
 * sign-in and the assistant's own page; matched as the router matches (any case, trailing slash).
 */
export const showsAssistantWidget = ({ signedIn, askAi, pathname }: { signedIn: boolean; askAi: boolean; pathname: string }) =>
  signedIn && askAi && !WIDGET_HIDDEN_PATHS.some((path) => matchPath(path, pathname) !== null);

// Even the button is fetched only for those who get it: guests and stores without the assistant
// download none of it, and no page waits for it. A failed fetch leaves the page without the button.
const widget = lazyModule(() => import('./components/assistant-widget'));
/** Loads the button; tests await it. */
export const preloadAssistantWidget = widget.preload;

/** Render only where showsAssistantWidget says so. */
export function AssistantWidgetSlot() {
  const loaded = useLazyModule(widget, true);
  return loaded ? <loaded.AssistantWidget /> : null;
}
