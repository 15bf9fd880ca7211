import { useState } from 'react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

export interface ImagePreviewProps {
  /** Thumbnail source. */
  src: string;
  alt: string;
  /** Larger source for the full-screen view; defaults to `src`. */
  fullSrc?: string;
  /** Shows a delete button when given. */
  onDelete?: () => void;
  /** Sizes the thumbnail (e.g. `size-24`); it has no size of its own. */
  className?: string;
  /** The picture's own width and height, for its proportions before it has loaded. */
  width?: number;
  height?: number;
  /** The page's main picture (its largest paint): fetched before other pictures. */
  priority?: boolean;
}

export const actionClass = 'rounded-full bg-page/90 p-2 text-page-fg shadow hover:bg-page focus-visible:focus-ring';

export function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const TRASH = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';
export const CROSS = 'M6 6l12 12M18 6L6 18';

// The full-screen view (Radix Dialog, 12 KB) is fetched once the page is idle, or at the first
// click: it opens only on a click, and the product page had it in its first JavaScript.
const dialog = lazyModule(() => import('./image-preview-dialog'));
/** Loads the full-screen view; tests await it so that it opens at the first click. */
export const preloadImagePreview = dialog.preload;

/** The preview button; a click before the view has loaded opens it once it has. */
function PreviewAction({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('common');
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const view = useLazyModule(dialog, openOnLoad);
  if (view) return <view.ImagePreviewDialog src={src} alt={alt} defaultOpen={openOnLoad} />;
  return (
    <button type="button" className={actionClass} aria-haspopup="dialog" onClick={() => setOpenOnLoad(true)}>
      <Icon path={EYE} />
      <span className="sr-only">{t('preview_image')}</span>
    </button>
  );
}

/**
 * A thumbnail that can be opened full screen. Radix Dialog gives the overlay its focus trap,
 * Escape and outside-click handling, and locks page scroll while it is open.
 */
export function ImagePreview({ src, alt, fullSrc, onDelete, className, width, height, priority = false }: ImagePreviewProps) {
  const { t } = useTranslation('common');
  return (
    <div className={clsx('group relative overflow-hidden rounded-md border border-line bg-muted', className)}>
      <img src={src} alt={alt} width={width} height={height} fetchPriority={priority ? 'high' : undefined} className="size-full object-cover" />
      {/* Actions stay in the tab order while invisible; hovering or focusing one shows them over a
          veil. Touch screens cannot hover, so there they are always shown, as small buttons in the
          top corner and without the veil: the picture itself stays undimmed. */}
      <div
        data-testid="image-actions"
        className="absolute inset-0 flex items-center justify-center gap-2 bg-black/40 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:inset-auto pointer-coarse:end-2 pointer-coarse:top-2 pointer-coarse:bg-transparent pointer-coarse:opacity-100"
      >
        <PreviewAction src={fullSrc ?? src} alt={alt} />
        {onDelete && (
          <button type="button" className={actionClass} onClick={onDelete}>
            <Icon path={TRASH} />
            <span className="sr-only">{t('delete_image')}</span>
          </button>
        )}
      </div>
    </div>
  );
}
