import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** Grey used until the store's primary colour is known (and when none is stored). */
export const SPINNER_DEFAULT_COLOR = '#9ca3af';

export interface SpinnerProps {
  /** Covers the viewport and centres the spinner; used while the app boots. */
  fullScreen?: boolean;
  /** Any CSS colour. Passed in rather than read from the theme because it is shown before the theme loads. */
  color?: string;
  className?: string;
}

/**
 * Never waits for its label: the spinner is what shows while the start-up copy itself loads (the
 * app's first fallback). Had it suspended too, nothing would show until the copy came, and the app
 * above it would start over each time, its store requests with it; it is named once the copy is in.
 */
export function Spinner({ fullScreen = false, color = SPINNER_DEFAULT_COLOR, className }: SpinnerProps) {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <div
      role="status"
      aria-label={ready ? t('loading') : undefined}
      data-full-screen={fullScreen || undefined}
      className={clsx(fullScreen ? 'fixed inset-0 z-50 flex items-center justify-center bg-page' : 'inline-flex', className)}
      style={{ color }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className={clsx('animate-spin motion-reduce:animate-[spin_2s_linear_infinite]', fullScreen ? 'size-10' : 'size-5')}
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </svg>
    </div>
  );
}
