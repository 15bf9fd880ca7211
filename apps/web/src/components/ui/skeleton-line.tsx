/** The grey of a placeholder's boxes. */
export const skeletonBar = 'rounded bg-muted';

/**
 * A grey bar where a line of text will be: a box of the line's height (`line`, e.g. 'h-5') with
 * the bar (`bar`, its height and width, e.g. 'h-3 w-1/2') centred in it, so the placeholder is as
 * tall as the text that replaces it.
 */
export function SkeletonLine({ line, bar, className = '' }: { line: string; bar: string; className?: string }) {
  return (
    <span className={`flex items-center ${line} ${className}`}>
      <span className={`${bar} ${skeletonBar}`} />
    </span>
  );
}
