import { clsx } from 'clsx';

const STAR = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';

const SIZES = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const;

export interface StarRatingProps {
  /** 0 to 5; halves and fractions are rounded to the nearest whole star. */
  value: number;
  /**
   * Read by screen readers instead of the stars, e.g. "Rated 4.2 out of 5". Leave it out only when
   * the stars sit next to text that already says the rating (then they are decoration).
   */
  label?: string;
  size?: keyof typeof SIZES;
  className?: string;
}

/** The one star rating of the app: cards, product page, reviews, vendors and the rating filter. */
export function StarRating({ value, label, size = 'md', className }: StarRatingProps) {
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={clsx('inline-flex shrink-0 items-center', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          data-filled={star <= filled}
          viewBox="0 0 24 24"
          className={clsx(SIZES[size], star <= filled ? 'fill-amber-400 text-amber-500' : 'fill-none text-muted-fg')}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d={STAR} strokeLinejoin="round" />
        </svg>
      ))}
    </span>
  );
}
