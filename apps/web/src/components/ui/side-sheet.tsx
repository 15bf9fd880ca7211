import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/when-idle';
import type * as SheetExports from './side-sheet-dialog';

export type SideSheetSide = 'top' | 'bottom' | 'left' | 'right';

export interface SideSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: SideSheetSide;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

// The dialog (Radix, 12 KB) is fetched once a page with a sheet has rendered and is idle, or at
// once when the sheet is opened: a sheet is closed on arrival, so no page needs it to first render.
type SheetModule = typeof SheetExports;
let loaded: SheetModule | undefined;
let loading: Promise<SheetModule> | undefined;
/** Loads the dialog; tests await it so that a sheet opens as soon as it is asked to. */
export const preloadSideSheet = () => (loading ??= import('./side-sheet-dialog').then((module) => (loaded = module)));

/** A dialog that slides in from an edge of the screen, controlled by `open`. */
export function SideSheet(props: SideSheetProps) {
  const [sheet, setSheet] = useState(loaded);
  useEffect(() => {
    if (sheet) return;
    let mounted = true;
    const load = () => void preloadSideSheet().then((module) => mounted && setSheet(module));
    // At once when asked to open; otherwise when the page is idle, not during its first render.
    let cancel = () => {};
    if (props.open) load();
    else cancel = whenIdle(load);
    return () => {
      mounted = false;
      cancel();
    };
  }, [sheet, props.open]);
  return sheet ? <sheet.SideSheetDialog {...props} /> : null;
}
