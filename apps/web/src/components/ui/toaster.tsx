import { Toaster as Sonner, toast as sonnerToast } from 'sonner';
import { useTranslation } from 'react-i18next';

export const TOAST_DURATION_MS = 5000;
/**
 * Sonner keeps extra toasts mounted but hidden (and their timers keep running), so this limits
 * how many are on screen at once rather than queueing the rest for later.
 */
export const TOAST_LIMIT = 3;

export interface ToasterProps {
  /** Page direction; also moves the stack to the inline-end corner. Follows the document when omitted. */
  dir?: 'ltr' | 'rtl';
}

/** Mount once near the root; `toast.*` calls anywhere in the app render here. */
export function Toaster({ dir }: ToasterProps) {
  const { t } = useTranslation('common');
  return (
    <Sonner
      dir={dir}
      // Sonner positions are physical; pick the corner that is "end" for the page's direction.
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_LIMIT}
      closeButton
      containerAriaLabel={t('notifications')}
      toastOptions={{ closeButtonAriaLabel: t('dismiss') }}
    />
  );
}

/** The only toast kinds the app uses; callers pass already translated text. */
export const toast = {
  success: sonnerToast.success,
  error: sonnerToast.error,
  info: sonnerToast.info,
};
