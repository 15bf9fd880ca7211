import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

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
}

const actionClass = 'rounded-full bg-page/90 p-2 text-page-fg shadow hover:bg-page focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const EYE = 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
const TRASH = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';
const CROSS = 'M6 6l12 12M18 6L6 18';

/**
 * A thumbnail that can be opened full screen. Radix Dialog gives the overlay its focus trap,
 * Escape and outside-click handling, and locks page scroll while it is open.
 */
export function ImagePreview({ src, alt, fullSrc, onDelete, className }: ImagePreviewProps) {
  const { t } = useTranslation('common');
  return (
    <div className={clsx('group relative overflow-hidden rounded-md border border-line bg-muted', className)}>
      <img src={src} alt={alt} className="size-full object-cover" />
      {/* Actions stay in the tab order while invisible; focusing one reveals them. Touch screens
          cannot hover, so there they are always shown. */}
      <div className="absolute inset-0 flex items-center justify-center gap-2 bg-black/40 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 pointer-coarse:opacity-100">
        <Dialog.Root>
          <Dialog.Trigger className={actionClass}>
            <Icon path={EYE} />
            <span className="sr-only">{t('preview_image')}</span>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay
              data-slot="image-preview-overlay"
              className="fixed inset-0 z-50 bg-black/80 transition-opacity starting:opacity-0 motion-reduce:transition-none"
            />
            {/* The content is only as big as the image, so a click anywhere around it counts as outside. */}
            <Dialog.Content className="fixed inset-0 z-50 m-auto size-fit focus:outline-none">
              <Dialog.Title className="sr-only">{alt || t('preview_image')}</Dialog.Title>
              <img src={fullSrc ?? src} alt={alt} className="max-h-[90vh] max-w-[90vw] rounded-md object-contain" />
              <Dialog.Close className={clsx(actionClass, 'fixed end-4 top-4')}>
                <Icon path={CROSS} />
                <span className="sr-only">{t('close')}</span>
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
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
