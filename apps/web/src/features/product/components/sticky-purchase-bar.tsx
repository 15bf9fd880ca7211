import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { ProductDetails } from '@bazaar/contracts';
import { PriceTag } from '@/components/catalogue/price-tag';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/lib/use-media-query';

/** Tailwind's md: from there the product page has two columns and its buttons stay near the top. */
const PHONE = '(max-width: 47.99rem)';

/** How far above the screen the observer's root reaches: further than any page scrolls. */
const ABOVE = 1_000_000;

/**
 * Whether `target` has scrolled up out of view (not merely not reached yet). The site header is
 * sticky and covers the top of the screen, so what is under it counts as out of view.
 *
 * The observer's root is everything above the header's lower edge (the screen shrunk from below,
 * stretched far upwards): the target is out of view when it lies wholly inside that root. Watching
 * the screen itself would miss a jump from below the screen to above it in one frame (a fling, a
 * link to the reviews), where the target never intersects the screen and no callback comes.
 */
export function useScrolledPast(target: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer?.disconnect();
      // The first header of the page is the site's.
      const header = document.querySelector('header');
      const covered = header && ['sticky', 'fixed'].includes(getComputedStyle(header).position) ? Math.ceil(header.getBoundingClientRect().bottom) : 0;
      observer = new IntersectionObserver(
        (entries) => {
          const entry = entries.at(-1);
          if (entry) setPast(entry.isIntersecting && entry.intersectionRatio >= 1);
        },
        { rootMargin: `${ABOVE}px 0px ${covered - window.innerHeight}px 0px`, threshold: [0, 1] },
      );
      observer.observe(element);
    };
    watch();
    // The screen's height is in the root's margin: a rotated phone or a browser bar that slid away changes it.
    window.addEventListener('resize', watch);
    return () => {
      window.removeEventListener('resize', watch);
      observer?.disconnect();
    };
  }, [target, enabled]);
  return past;
}

type Props = {
  product: ProductDetails;
  /** The page's own buttons: the bar shows once they have scrolled out of view. */
  watch: RefObject<HTMLElement | null>;
  /** The page's main action, in its words (Add to cart, Request, Enquire), doing what its button does. */
  label: string;
  onAction: () => void;
  disabled: boolean;
};

/**
 * Phones only: the price and the page's main action in a bar fixed to the bottom of the screen,
 * once the page's own buttons have scrolled away. Its height is reserved at the end of the page
 * from the start, so it never covers the footer and nothing moves when it slides in; it stands
 * clear of the home indicator (safe-area-inset-bottom). Rendered into <body>, after the footer.
 */
export function StickyPurchaseBar({ product, watch, label, onAction, disabled }: Props) {
  const phone = useMediaQuery(PHONE, false);
  const shown = useScrolledPast(watch, phone);
  if (!phone) return null;
  return createPortal(
    <>
      {/* As tall as the bar: its border, 0.75 rem above and below a 3 rem row, and the safe area. */}
      <div aria-hidden="true" data-testid="purchase-bar-space" className="h-[calc(1px+4.5rem+env(safe-area-inset-bottom))]" />
      <div
        data-testid="purchase-bar"
        data-state={shown ? 'shown' : 'hidden'}
        // Hidden, it is out of the tab order and the accessibility tree too; the transition waits
        // for the slide to finish before hiding it.
        style={{ visibility: shown ? 'visible' : 'hidden' }}
        className={`fixed inset-x-0 bottom-0 z-30 border-t border-line bg-page px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] text-page-fg shadow-[0_-4px_12px_rgb(0_0_0/0.08)] transition-[translate,visibility] duration-200 motion-reduce:transition-none ${shown ? 'translate-y-0' : 'translate-y-full'}`}
      >
        <div className="mx-auto flex h-12 max-w-6xl items-center gap-3">
          <div className="flex min-w-0 flex-1 flex-col">
            <p dir="auto" className="truncate text-sm text-muted-fg">
              {product.product_name}
            </p>
            <PriceTag
              price={product.product_price}
              finalPrice={product.final_price}
              priceVisibility={product.price_visibility}
              // One line: a struck price or badge that does not fit wraps out of view.
              className="h-7 overflow-hidden"
            />
          </div>
          <Button className="shrink-0" onClick={onAction} disabled={disabled}>
            {label}
          </Button>
        </div>
      </div>
    </>,
    document.body,
  );
}
