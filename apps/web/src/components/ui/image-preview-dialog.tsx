import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { actionClass, CROSS, EYE, Icon } from './image-preview';

/**
 * ImagePreview's button and full-screen view, on Radix Dialog, which gives the overlay its focus
 * trap, Escape and outside-click handling, and locks page scroll while it is open. Loaded by
 * image-preview.tsx after the thumbnail has rendered.
 */
export function ImagePreviewDialog({ src, alt, defaultOpen }: { src: string; alt: string; defaultOpen: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
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
          <img src={src} alt={alt} className="max-h-[90vh] max-w-[90vw] rounded-md object-contain" />
          <Dialog.Close className={clsx(actionClass, 'fixed end-4 top-4')}>
            <Icon path={CROSS} />
            <span className="sr-only">{t('close')}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
