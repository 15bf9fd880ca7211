import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { SideSheetProps, SideSheetSide } from './side-sheet';

// The sheet itself, on Radix Dialog; side-sheet.tsx loads it after the page has rendered.

// 'left' and 'right' are physical on purpose: callers pick the screen edge (e.g. a cart that
// always opens on the right), so they must not flip in right-to-left pages.
// `starting:` (@starting-style) gives an entry slide without an animation library.
const sideClasses: Record<SideSheetSide, string> = {
  top: 'inset-x-0 top-0 max-h-[85vh] border-b starting:-translate-y-full',
  bottom: 'inset-x-0 bottom-0 max-h-[85vh] border-t starting:translate-y-full',
  left: 'inset-y-0 left-0 h-full border-r starting:-translate-x-full',
  right: 'inset-y-0 right-0 h-full border-l starting:translate-x-full',
};
const DEFAULT_WIDTH = 'w-3/4 max-w-sm';

export function SideSheetDialog({ open, onOpenChange, side = 'right', title, description, children, width = DEFAULT_WIDTH }: SideSheetProps) {
  const { t } = useTranslation('common');
  // The sheet is controlled (no Radix Trigger), so Radix has nothing to hand focus back to on close;
  // remember what had focus when it opened so keyboard users land where they were.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          data-side={side}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
            returnFocusTo.current = null;
          }}
          className={clsx(
            'fixed z-50 flex flex-col gap-4 overflow-y-auto border-line bg-page p-6 text-page-fg shadow-lg',
            'transition-transform duration-300 ease-out motion-reduce:transition-none focus:outline-none',
            sideClasses[side],
            (side === 'left' || side === 'right') && width,
          )}
        >
          <header className="flex flex-col gap-1 pe-8 text-start">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            {description !== undefined && <Dialog.Description className="text-sm text-muted-fg">{description}</Dialog.Description>}
          </header>
          {children}
          <Dialog.Close className="absolute end-4 top-4 rounded-md p-1 text-muted-fg hover:bg-muted hover:text-page-fg focus-visible:focus-ring">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{t('close')}</span>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
