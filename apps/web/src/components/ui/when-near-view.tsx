import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the place they go comes within `margin` of the screen; until then an
 * empty box holds that place. For sections far down a page (related products): their rendering
 * then does not compete with the page's first paint and the shopper's first taps. Where the
 * browser has no IntersectionObserver, the children render at once.
 */
export function WhenNearView({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={place} aria-hidden="true" className="h-px" />;
}
