import { useLayoutEffect, useRef, useState } from 'react';
import { clsx } from 'clsx';

export interface TruncatedTextProps {
  children: string;
  className?: string;
}

/**
 * One line of text cut off with an ellipsis. The full text goes into `title` only when it is
 * actually cut, so short labels do not get a redundant tooltip.
 */
export function TruncatedText({ children, className }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [isTruncated, setIsTruncated] = useState(false);

  // Layout effect so the title is right before the first paint that a user could hover.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setIsTruncated(element.scrollWidth > element.clientWidth);
    measure();
    // Widths change with the viewport, fonts loading and the parent's layout, not just the text.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children]);

  return (
    <span ref={ref} title={isTruncated ? children : undefined} className={clsx('block truncate', className)}>
      {children}
    </span>
  );
}
