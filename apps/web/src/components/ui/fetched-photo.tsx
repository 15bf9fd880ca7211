import { clsx } from 'clsx';
import { useObjectUrl } from '@/lib/use-object-url';
import { ImagePreview } from './image-preview';

export interface FetchedPhotoProps {
  /** The photo's bytes once fetched (with the session: an <img src> cannot send the Authorization header). */
  blob: Blob | undefined;
  /** The fetch failed (missing, not theirs): a note shows instead of the picture. */
  failed: boolean;
  alt: string;
  /** Said where the photo would be when it cannot be shown. */
  unavailable: string;
  /** Sizes the square; 6.25rem by default. */
  className?: string;
}

/** A private photo: a grey square while it comes, the thumbnail (which opens full screen) once it has, a note if it cannot be had. */
export function FetchedPhoto({ blob, failed, alt, unavailable, className = 'size-25' }: FetchedPhotoProps) {
  const url = useObjectUrl(blob);
  if (url) return <ImagePreview src={url} alt={alt} className={clsx('shrink-0', className)} />;
  const box = clsx('flex shrink-0 items-center justify-center rounded-md border border-line bg-muted p-2 text-center text-xs text-muted-fg', className);
  if (failed) return <div className={box}>{unavailable}</div>;
  return <div className={clsx(box, 'animate-pulse motion-reduce:animate-none')} aria-hidden="true" />;
}
