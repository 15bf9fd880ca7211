import { clsx } from 'clsx';

const STAR = 'M12 2l3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z';

export interface StarRatingProps {
  /** 0 to 5; halves and fractions are rounded to the nearest whole star. */
  value: number;
  /** Read by screen readers instead of the stars, e.g. "Rated 4.2 out of 5". */
  label: string;
  className?: string;
}

export function StarRating({ value, label, className }: StarRatingProps) {
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <span role="img" aria-label={label} className={clsx('inline-flex items-center', className)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={clsx('size-4', star <= filled ? 'fill-amber-400 text-amber-400' : 'fill-none text-muted-fg')}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d={STAR} strokeLinejoin="round" />
        </svg>
      ))}
    </span>
  );
}
