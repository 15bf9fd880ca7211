import { useEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';
import i18n from 'i18next';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';
import { whenIdle } from '@/lib/when-idle';

// The panel (Radix Dialog, the conversation view, the stream reader) is fetched once the page is
// idle, or at once when the button is pressed: closed, the widget is this button alone.
const panel = lazyModule(() => import('./assistant-panel'));
/** Loads the panel; tests await it so that it opens at the first press. */
export const preloadAssistantPanel = panel.preload;

/**
 * Phones only, where the product page's purchase bar is fixed to the bottom of the screen
 * (features/product/components/sticky-purchase-bar.tsx: 1px + 4.5rem + the safe area): the
 * button sits above it, where it stays whether the bar is in or out, so it never covers it and
 * never moves.
 */
const ABOVE_PURCHASE_BAR = 'max-md:bottom-[calc(1px+5.5rem+env(safe-area-inset-bottom))]';

/**
 * The assistant's floating button at the bottom inline-end corner (left in right-to-left pages),
 * opening the current conversation in a dialog. Fixed, so it moves nothing on the page when it
 * appears. Named from the common copy, which is loaded at start: the assistant's own copy loads
 * with the panel.
 */
export function AssistantWidget() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  // Open on the page where it was opened: following a product card's link to another page closes it.
  const here = pathname + search;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const setOpen = (next: boolean) => setOpenOn(next ? here : null);
  const loaded = useLazyModule(panel, open);
  const button = useRef<HTMLButtonElement>(null);
  const productPage = matchPath('/ProductDetails', pathname) !== null;

  useEffect(() => whenIdle(() => void i18n.loadNamespaces('assistant')), []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('common:ask_ai')}
        onClick={() => setOpen(true)}
        data-testid="assistant-launcher"
        className={clsx(
          'fixed end-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg transition-opacity hover:opacity-90 focus-visible:focus-ring',
          productPage && ABOVE_PURCHASE_BAR,
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M20 12.5a7.5 7.5 0 0 1-11.2 6.5L4 20l1.1-4.4A7.5 7.5 0 1 1 20 12.5Z" />
          <path d="M12.5 8.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" fill="currentColor" />
        </svg>
      </button>
      {loaded && <loaded.AssistantPanel open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  );
}
