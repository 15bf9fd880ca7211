import { clsx } from 'clsx';
import { coverUrl } from '@/lib/file-url';

/**
 * A product's cover as a small square in lists (cart, wish list, bundle parts): decorative, since
 * the product's name stands beside it; a muted square when there is no picture.
 */
export function ProductThumb({ images, className }: { images: string; className: string }) {
  const src = coverUrl(images);
  const classes = clsx('shrink-0 rounded-md border border-line bg-muted object-cover', className);
  return src ? <img src={src} alt="" loading="lazy" decoding="async" className={classes} /> : <span aria-hidden="true" className={clsx('block', classes)} />;
}
