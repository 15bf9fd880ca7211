import { lazy, Suspense } from 'react';
import type { TooltipProps } from './tooltip';

const LoadedTooltip = lazy(() => import('./tooltip').then((module) => ({ default: module.Tooltip })));

/**
 * The Tooltip, fetched after the page has rendered (Radix Tooltip with Floating UI: 10 KB that no
 * page needs to first render); until it is there, its trigger shows without it.
 */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <LoadedTooltip {...props} />
    </Suspense>
  );
}
