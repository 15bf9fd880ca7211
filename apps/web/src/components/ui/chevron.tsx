import { clsx } from 'clsx';

/**
 * A chevron pointing to the start of the line ('back', previous, the way up a breadcrumb) or to its
 * end ('forward', next), turned around in right-to-left pages (`rtl:-scale-x-100`), so "back"
 * points right in Arabic. An SVG, not ‹ or ›: those are mirrored by some browsers' text layout
 * (Unicode's bidi mirroring) and not by others, so a flip on top of them pointed either way.
 */
export function Chevron({ to, className }: { to: 'start' | 'end'; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-direction={to}
      viewBox="0 0 24 24"
      className={clsx('inline-block size-4 shrink-0 rtl:-scale-x-100', className)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={to === 'end' ? 'm9 18 6-6-6-6' : 'm15 18-6-6 6-6'} />
    </svg>
  );
}
