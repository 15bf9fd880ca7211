import { clsx } from 'clsx';
import { coverUrl } from '@/lib/file-url';

/** Covers are square; the class gives the size, these give the proportions before the file loads. */
const SIDE = 96;

/**
 * A product's cover as a small square in lists (cart, wish list, bundle parts): decorative, since
 * the product's name stands beside it; a muted square when there is no picture. `priority` is for
 * the first line of a page whose largest paint it is (the cart's): loaded at once, not lazily.
 */
export function ProductThumb({ images, className, priority = false }: { images: string; className: string; priority?: boolean }) {
  const src = coverUrl(images);
  const classes = clsx('shrink-0 rounded-md border border-line bg-muted object-cover', className);
  if (!src) return <span aria-hidden="true" className={clsx('block', classes)} />;
  return (
    <img
      src={src}
      alt=""
      width={SIDE}
      height={SIDE}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
      className={classes}
    />
  );
}
