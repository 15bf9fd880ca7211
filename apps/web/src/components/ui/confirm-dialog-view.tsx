import { useRef } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ConfirmDialogProps } from './confirm-dialog';

// The dialog itself, on Radix Dialog; confirm-dialog.tsx loads it after the page has rendered.

/**
 * Asks before something that cannot be undone. Radix Dialog gives the focus trap, Escape and
 * outside-click closing; role="alertdialog" tells screen readers it needs an answer. Focus starts
 * on Cancel, the safe answer, and goes back to what had it (the button that asked) when the
 * dialog closes, if that is still on the page.
 */
export function ConfirmDialogView({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending = false }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 transition-opacity starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          ref={content}
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            content.current?.querySelector<HTMLElement>('[data-cancel]')?.focus();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
            returnFocusTo.current = null;
          }}
          className="fixed inset-x-4 top-1/2 z-50 mx-auto flex max-w-md -translate-y-1/2 flex-col gap-4 rounded-lg border border-line bg-page p-6 text-start text-page-fg shadow-lg focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-fg">{description}</Dialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button data-cancel variant="tertiary" disabled={pending}>
                {t('common:cancel')}
              </Button>
            </Dialog.Close>
            <Button onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
              {pending && <Spinner color="currentColor" className="me-1" />}
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
