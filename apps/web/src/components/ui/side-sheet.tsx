import type { ReactNode } from 'react';
import { lazyModule, useLazyModule } from '@/lib/lazy-module';

export type SideSheetSide = 'top' | 'bottom' | 'left' | 'right';

export interface SideSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: SideSheetSide;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Tailwind width classes of a left or right sheet; 'w-3/4 max-w-sm' by default. */
  width?: string;
}

// The dialog (Radix, 12 KB) is fetched once a page with a sheet has rendered and is idle, or at
// once when the sheet is opened: a sheet is closed on arrival, so no page needs it to first render.
const dialog = lazyModule(() => import('./side-sheet-dialog'));
/** Loads the dialog; tests await it so that a sheet opens as soon as it is asked to. */
export const preloadSideSheet = dialog.preload;

/** A dialog that slides in from an edge of the screen, controlled by `open`. */
export function SideSheet(props: SideSheetProps) {
  const sheet = useLazyModule(dialog, props.open);
  return sheet ? <sheet.SideSheetDialog {...props} /> : null;
}
