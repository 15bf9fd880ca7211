import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Whether an element's box is on the screen now (any part of it, by the layout as it stands). */
function onScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.top < window.innerHeight && box.bottom >= 0;
}

/**
 * Renders `children` once the place they go comes within `margin` of the screen; until then an
 * empty box holds that place. For sections below the first screen (a product's details, its
 * reviews, related products): their rendering then does not compete with the page's first paint
 * and the shopper's first taps. A place already on the screen when it mounts (a wide screen shows
 * more of the page) renders before that paint, so nothing the shopper sees moves. Where the
 * browser has no IntersectionObserver, the children render at once.
 */
export function WhenNearView({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useLayoutEffect(() => {
    if (!near && place.current && onScreen(place.current)) setNear(true);
  }, [near]);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place} aria-hidden="true" className="h-px" />;
}
