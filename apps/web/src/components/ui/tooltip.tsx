import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';

/** Long enough that moving the pointer across the page does not flash tooltips. */
export const TOOLTIP_DELAY_MS = 700;
/** Once one tooltip was shown, neighbours open instantly if reached within this window. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_SIDE_OFFSET = 4;

/** The spec's delays (700 ms, skip 300 ms). Not mounted at the app root, so pages without tooltips never load it. */
const InProvider = createContext(false);

/** Wrap a group of tooltips (a toolbar, a list) so they share the skip delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <InProvider.Provider value={true}>
      <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
      </TooltipPrimitive.Provider>
    </InProvider.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** A single focusable element (e.g. a button) so keyboard users can reach the tooltip too. */
  children: ReactElement;
}

/** Joins the TooltipProvider above it, or brings its own with the same delays. */
export function Tooltip({ content, children }: TooltipProps) {
  const root = <TooltipRoot content={content}>{children}</TooltipRoot>;
  return useContext(InProvider) ? root : <TooltipProvider>{root}</TooltipProvider>;
}

function TooltipRoot({ content, children }: TooltipProps) {
  // Controlled, so that Radix announces an opening (closing the other tooltips) as it happens:
  // left to itself it announces it in an effect, which Preact runs after the new tooltip has
  // started listening for such announcements, and the tooltip closed itself at once.
  const [open, setOpen] = useState(false);
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={TOOLTIP_SIDE_OFFSET}
          className="z-50 max-w-xs rounded-md bg-page-fg px-2 py-1 text-start text-xs text-page shadow-md"
        >
          {content}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
