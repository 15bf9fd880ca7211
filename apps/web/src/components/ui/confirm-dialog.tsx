import { lazyModule, useLazyModule } from '@/lib/lazy-module';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Keeps the dialog open with a busy confirm button while the action runs. */
  pending?: boolean;
}

// The dialog (Radix) is fetched once the page is idle, or at once when it is opened: it is closed
// on arrival, so no page (the cart, the addresses) needs it for its first render.
const dialog = lazyModule(() => import('./confirm-dialog-view'));
/** Loads the dialog; tests await it so that it opens as soon as it is asked to. */
export const preloadConfirmDialog = dialog.preload;

/** Asks before something that cannot be undone (see ConfirmDialogView), controlled by `open`. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const view = useLazyModule(dialog, props.open);
  return view ? <view.ConfirmDialogView {...props} /> : null;
}
